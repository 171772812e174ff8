import type { CallToolResult, Tool } from '@modelcontextprotocol/client';
import { describe, expect, it } from 'vitest';
import { PlaygroundStore } from './playground-store';
import { ModelError, offerTools, type ModelToolCall, type TurnRequest, type TurnResult } from '../../models';
import type { CallOutcome, LoopDeps } from './agent-loop';
import { runConversation } from './agent-loop';
import { sendRun } from './send-run';

const TOOLS: Tool[] = [
  { name: 'add', inputSchema: { type: 'object' }, annotations: { readOnlyHint: true, openWorldHint: false } },
  { name: 'delete_file', inputSchema: { type: 'object' }, annotations: { destructiveHint: true } },
];

function turn(text: string, toolCalls: ModelToolCall[] = []): TurnResult {
  return { text, toolCalls, usage: { inputTokens: 10, outputTokens: 5 }, finish: toolCalls.length > 0 ? 'tool_calls' : 'stop', model: 'fixture-model', latencyMs: 20, exchangeId: 1 };
}

const addCall: ModelToolCall = { id: 'c1', name: 'add', argumentsText: '{"a":2,"b":3}' };
const deleteCall: ModelToolCall = { id: 'c2', name: 'delete_file', argumentsText: '{"path":"/x"}' };

interface Harness {
  deps: LoopDeps;
  store: PlaygroundStore;
  requests: TurnRequest[];
  asked: string[];
  called: { name: string; args: Record<string, unknown> }[];
  abort: AbortController;
}

/** A loop whose model answers from `script` in order, and whose user answers every card with `answer`. */
function harness(script: (TurnResult | Error)[], answer: 'allowed' | 'denied' = 'allowed', options: { autoRun?: boolean; maxRounds?: number } = {}): Harness {
  const store = new PlaygroundStore(undefined);
  store.setAutoRunReadOnly(options.autoRun ?? false);
  const requests: TurnRequest[] = [];
  const asked: string[] = [];
  const called: Harness['called'] = [];
  const abort = new AbortController();
  let id = 0;
  const deps: LoopDeps = {
    store,
    runTurn: (request, callbacks) => {
      requests.push(request);
      const next = script.shift() ?? turn('done');
      if (next instanceof Error) return Promise.reject(next);
      callbacks.onText?.(next.text);
      return Promise.resolve(next);
    },
    settings: { provider: 'openai', baseUrl: 'http://127.0.0.1:9/v1', model: 'fixture-model', viaProxy: false },
    apiKey: 'sk-test',
    offered: offerTools(TOOLS),
    // The panel's policy (call-policy.ts, tested there): only `add`, read-only and closed-world, may skip the question.
    asks: (name, autoRun) => !autoRun || TOOLS.find((tool) => tool.name === name)?.annotations?.openWorldHint !== false,
    callTool: (name, args): Promise<CallOutcome> => {
      called.push({ name, args });
      const result: CallToolResult = { content: [{ type: 'text', text: 'The sum is 5' }] };
      return Promise.resolve({ ok: true, result });
    },
    decide: (entryId) => {
      asked.push(entryId);
      return Promise.resolve(answer);
    },
    signal: abort.signal,
    newId: () => `e${(id += 1).toString()}`,
    ...(options.maxRounds === undefined ? {} : { maxRounds: options.maxRounds }),
  };
  return { deps, store, requests, asked, called, abort };
}

const toolMessages = (request: TurnRequest | undefined) => request?.messages.filter((message) => message.role === 'tool') ?? [];

describe('the playground agent loop', () => {
  it('runs an allowed call and feeds its result back, then shows the final answer with its stats', async () => {
    const h = harness([turn('', [addCall]), turn('2 + 3 is 5.')]);
    const end = await sendRun(h.deps, { typed: 'What is 2+3?' });
    expect(end).toEqual({ ended: 'answer', rounds: 2 });
    expect(h.asked).toHaveLength(1);
    expect(h.called).toEqual([{ name: 'add', args: { a: 2, b: 3 } }]);
    expect(toolMessages(h.requests[1])).toEqual([{ role: 'tool', callId: 'c1', name: 'add', parts: [{ type: 'text', text: 'The sum is 5' }], isError: false }]);
    const kinds = h.store.getSnapshot().entries.map((entry) => entry.kind);
    expect(kinds).toEqual(['user', 'assistant', 'tool-call', 'assistant']);
    const last = h.store.getSnapshot().entries.at(-1);
    expect(last).toMatchObject({ kind: 'assistant', text: '2 + 3 is 5.', stats: { usage: { inputTokens: 10, outputTokens: 5 }, modelMs: 20 } });
    expect(h.store.getSnapshot().busy).toBe(false);
  });

  it('sends a denied call back as a refusal and never calls the tool', async () => {
    const h = harness([turn('', [addCall]), turn('I was not allowed to add.')], 'denied');
    await sendRun(h.deps, { typed: 'add' });
    expect(h.called).toEqual([]);
    const [refusal] = toolMessages(h.requests[1]);
    expect(refusal).toMatchObject({ callId: 'c1', isError: true });
    expect(h.store.getSnapshot().entries.find((entry) => entry.kind === 'tool-call')).toMatchObject({ decision: 'denied' });
  });

  it('runs a read-only tool without asking when the switch is on', async () => {
    const h = harness([turn('', [addCall]), turn('5')], 'denied', { autoRun: true });
    await sendRun(h.deps, { typed: 'add' });
    expect(h.asked).toEqual([]);
    expect(h.called).toHaveLength(1);
    expect(h.store.getSnapshot().entries.find((entry) => entry.kind === 'tool-call')).toMatchObject({ decision: 'auto' });
  });

  it('asks before a destructive tool even with the switch on', async () => {
    const h = harness([turn('', [deleteCall]), turn('ok')], 'allowed', { autoRun: true });
    await sendRun(h.deps, { typed: 'delete it' });
    expect(h.asked).toHaveLength(1);
    expect(h.store.getSnapshot().entries.find((entry) => entry.kind === 'tool-call')).toMatchObject({ decision: 'allowed', toolName: 'delete_file' });
  });

  it('answers arguments that are not JSON with an error result instead of calling', async () => {
    const h = harness([turn('', [{ id: 'c3', name: 'add', argumentsText: '{"a":' }]), turn('sorry')]);
    await sendRun(h.deps, { typed: 'add' });
    expect(h.called).toEqual([]);
    const [result] = toolMessages(h.requests[1]);
    expect(result).toMatchObject({ isError: true });
    expect(JSON.stringify(result)).toContain('not valid JSON');
  });

  it('stops: a call waiting for the user is not made and no further turn is asked for', async () => {
    const h = harness([turn('', [deleteCall]), turn('never')]);
    h.deps.decide = () => {
      h.abort.abort();
      return Promise.resolve('denied');
    };
    const end = await sendRun(h.deps, { typed: 'delete' });
    expect(end.ended).toBe('stopped');
    expect(h.requests).toHaveLength(1);
    expect(h.called).toEqual([]);
    expect(h.store.getSnapshot().entries.find((entry) => entry.kind === 'tool-call')).toMatchObject({ decision: 'denied', error: 'Stopped before the call was made.' });
  });

  it('keeps what was typed when the first turn fails, and shows the error', async () => {
    const info = { kind: 'auth' as const, title: 'The endpoint refused the API key (401)', hint: 'Check the key.', status: 401 };
    const h = harness([new ModelError(info)]);
    h.store.setDraft('What is 2+3?');
    const end = await sendRun(h.deps, { typed: 'What is 2+3?' });
    expect(end.ended).toBe('error');
    const { draft, entries } = h.store.getSnapshot();
    expect(draft).toBe('What is 2+3?');
    expect(entries.map((entry) => (entry.kind === 'error' ? entry.info : entry.kind))).toEqual([info]);
  });

  it('with several servers’ tools, calls by the offered name, records the server on the card and leaves out a tool unchecked on one server only', async () => {
    const server = { id: 'http://b.test/mcp', name: 'beta' };
    const h = harness([turn('', [{ id: 'c4', name: 'beta__add', argumentsText: '{"a":1}' }]), turn('done')]);
    // The panel's workspace offer (tool-names.ts, tested there): `add` on two servers, each under its own name.
    h.deps.offered = {
      offered: [
        { name: 'alpha__add', inputSchema: { type: 'object' } },
        { name: 'beta__add', inputSchema: { type: 'object' } },
      ],
      mcpName: (name) => (name.endsWith('__add') ? 'add' : undefined),
      serverOf: (name) => (name === 'beta__add' ? server : name === 'alpha__add' ? { id: 'http://a.test/mcp', name: 'alpha' } : undefined),
    };
    h.store.setToolEnabled('http://a.test/mcp add', false);
    await sendRun(h.deps, { typed: 'add on beta' });
    expect(h.requests[0]?.tools.map((tool) => tool.name)).toEqual(['beta__add']);
    expect(h.called).toEqual([{ name: 'beta__add', args: { a: 1 } }]);
    expect(h.store.getSnapshot().entries.find((entry) => entry.kind === 'tool-call')).toMatchObject({ offeredName: 'beta__add', toolName: 'add', server });
  });

  it('stops asking the model after the rounds cap and says so', async () => {
    const h = harness([turn('', [addCall]), turn('', [addCall]), turn('', [addCall])], 'allowed', { maxRounds: 2 });
    const end = await runConversation(h.deps);
    expect(end).toEqual({ ended: 'round-cap', rounds: 2 });
    expect(h.requests).toHaveLength(2);
    expect(h.store.getSnapshot().entries.at(-1)).toMatchObject({ kind: 'error', info: { title: 'Stopped after 2 rounds of tool calls' } });
  });
});
