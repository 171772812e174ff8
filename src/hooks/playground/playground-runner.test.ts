import { describe, expect, it } from 'vitest';
import { offerTools, type TurnResult } from '../../models';
import { PlaygroundRunner, type RunSetup } from './playground-runner';
import { PlaygroundStore } from './playground-store';

const settings = { provider: 'openai' as const, baseUrl: 'http://127.0.0.1:9/v1', model: 'm', viaProxy: false };
const answer = (text: string, calls: TurnResult['toolCalls'] = []): TurnResult => ({ text, toolCalls: calls, usage: {}, finish: calls.length > 0 ? 'tool_calls' : 'stop', model: 'm', latencyMs: 1, exchangeId: 1 });

/** A run whose model asks for `add` once, then answers; no React anywhere, as when another panel shows. */
function setup(calls: string[]): RunSetup {
  const script = [answer('', [{ id: 'c1', name: 'add', argumentsText: '{"a":1,"b":2}' }]), answer('3')];
  return {
    runTurn: () => Promise.resolve(script.shift() ?? answer('done')),
    settings,
    apiKey: 'sk',
    offered: offerTools([{ name: 'add', inputSchema: { type: 'object' } }]),
    asks: () => true,
    callTool: (name) => {
      calls.push(name);
      return Promise.resolve({ ok: true, result: { content: [{ type: 'text', text: '3' }] } });
    },
  };
}

const pendingCard = (store: PlaygroundStore) => store.getSnapshot().entries.find((entry) => entry.kind === 'tool-call' && entry.decision === 'pending');

async function waitingCard(store: PlaygroundStore): Promise<string> {
  for (;;) {
    const card = pendingCard(store);
    if (card !== undefined) return card.id;
    await new Promise<void>((resolve) => {
      const off = store.subscribe(() => {
        off();
        resolve();
      });
    });
  }
}

describe('PlaygroundRunner', () => {
  it('owns the run: a card decided through the runner goes on to the answer, and a second send waits for the first', async () => {
    const store = new PlaygroundStore(undefined);
    const runner = new PlaygroundRunner(store);
    const calls: string[] = [];
    const run = runner.send(setup(calls), { typed: 'add 1 and 2' });
    expect(runner.send(setup(calls), { typed: 'again' })).toBeUndefined();
    runner.decide(await waitingCard(store), 'allowed');
    expect(await run).toEqual({ ended: 'answer', rounds: 2 });
    expect(calls).toEqual(['add']);
    expect(store.getSnapshot().entries.at(-1)).toMatchObject({ kind: 'assistant', text: '3' });
  });

  it('stop denies the card still waiting, calls nothing and ends the run', async () => {
    const store = new PlaygroundStore(undefined);
    const runner = new PlaygroundRunner(store);
    const calls: string[] = [];
    const run = runner.send(setup(calls), { typed: 'add 1 and 2' });
    await waitingCard(store);
    runner.stop();
    expect(await run).toMatchObject({ ended: 'stopped' });
    expect(calls).toEqual([]);
    expect(store.getSnapshot().busy).toBe(false);
  });
});
