import { describe, expect, it } from 'vitest';
import { InputBroker } from './input-required';
import { collectRounds } from './input-rounds';
import type { RpcFrame } from '../model/types';

const form = { message: 'Name?', requestedSchema: { type: 'object' as const, properties: { name: { type: 'string' as const } } } };

describe('InputBroker', () => {
  it('queues requests in order and resolves each with its own answer', async () => {
    const broker = new InputBroker(() => 7);
    const first = broker.ask('https://a.example/mcp', form);
    const second = broker.ask('https://a.example/mcp', { ...form, message: 'Age?' });
    const pending = broker.getSnapshot().pending;
    expect(pending.map((p) => [p.params.message, p.receivedAt])).toEqual([['Name?', 7], ['Age?', 7]]);
    broker.respond(pending[1]?.id ?? -1, { action: 'decline' });
    broker.respond(pending[0]?.id ?? -1, { action: 'accept', content: { name: 'Ada' } });
    await expect(first).resolves.toEqual({ action: 'accept', content: { name: 'Ada' } });
    await expect(second).resolves.toEqual({ action: 'decline' });
    expect(broker.getSnapshot().pending).toEqual([]);
  });

  it('drops a request whose caller aborted, and cancels the rest on cancelAll', async () => {
    const broker = new InputBroker();
    const controller = new AbortController();
    const aborted = broker.ask('u', form, controller.signal);
    const other = broker.ask('u', form);
    controller.abort(new Error('caller gave up'));
    await expect(aborted).rejects.toThrow('caller gave up');
    expect(broker.getSnapshot().pending).toHaveLength(1);
    broker.cancelAll();
    await expect(other).resolves.toEqual({ action: 'cancel' });
    expect(broker.getSnapshot().pending).toEqual([]);
  });
});

let nextId = 1;
function frame(partial: Partial<RpcFrame> & Pick<RpcFrame, 'direction' | 'kind' | 'message'>): RpcFrame {
  return { id: nextId++, at: 0, rpcId: undefined, method: undefined, exchangeId: 1, requestFrameId: undefined, ...partial };
}

function exchange(params: Record<string, unknown>, result: Record<string, unknown>): RpcFrame[] {
  const request = frame({ direction: 'out', kind: 'request', method: 'prompts/get', message: { jsonrpc: '2.0', id: nextId, method: 'prompts/get', params } });
  return [request, frame({ direction: 'in', kind: 'result', requestFrameId: request.id, message: { jsonrpc: '2.0', id: 1, result } })];
}

describe('collectRounds (spec §11.2–11.3)', () => {
  const base = { name: 'p', arguments: { a: '1' } };
  const ask = (key: string) => ({ resultType: 'input_required', inputRequests: { [key]: { method: 'elicitation/create', params: { message: key } } }, requestState: 's' });

  it('pairs each input_required result with the inputResponses of the retry after it', () => {
    const frames = [
      ...exchange({ ...base, _meta: { x: 1 } }, ask('first')),
      ...exchange({ ...base, inputResponses: { first: { action: 'decline' } }, requestState: 's' }, ask('second')),
      ...exchange({ ...base, inputResponses: { second: { action: 'accept', content: { v: 2 } } }, requestState: 's' }, { messages: [] }),
    ];
    const rounds = collectRounds(frames, 'prompts/get', base);
    expect(rounds).toEqual([
      { round: 1, asked: [{ key: 'first', method: 'elicitation/create', params: { message: 'first' } }], hasRequestState: true, answered: { first: { action: 'decline' } } },
      { round: 2, asked: [{ key: 'second', method: 'elicitation/create', params: { message: 'second' } }], hasRequestState: true, answered: { second: { action: 'accept', content: { v: 2 } } } },
    ]);
  });

  it('keeps only the latest call, ignores other params, and leaves a failed round unanswered', () => {
    const frames = [
      ...exchange(base, ask('old')),
      ...exchange({ name: 'p', arguments: { a: '2' } }, ask('other-args')),
      ...exchange(base, { resultType: 'input_required', inputRequests: { s: { method: 'sampling/createMessage', params: {} } } }),
    ];
    const rounds = collectRounds(frames, 'prompts/get', base);
    expect(rounds).toEqual([{ round: 1, asked: [{ key: 's', method: 'sampling/createMessage', params: {} }], hasRequestState: false, answered: undefined }]);
    expect(collectRounds(frames, 'prompts/get', base, frames.at(-1)?.id ?? 0)).toEqual([]);
  });
});
