import { describe, expect, it } from 'vitest';
import type { CallOutcome, FuzzTransport, ReproContext } from '../../../qa/fuzz';
import { FuzzStore, fuzzStoreFor, toolOptions } from './fuzz-store';

const SCHEMA = { type: 'object', properties: { n: { type: 'integer', minimum: 0, maximum: 9 } }, required: ['n'] };
const TOOLS = [
  { name: 'read', inputSchema: SCHEMA, readOnly: true },
  { name: 'write', inputSchema: SCHEMA, readOnly: false },
];
const result: CallOutcome = { httpStatus: 200, contentType: 'application/json', response: { jsonrpc: '2.0', id: 1, result: { content: [] } }, timedOut: false, failure: undefined };
const context = (): ReproContext => ({ server: { kind: 'url', url: 'http://127.0.0.1:1/mcp' }, seed: 1, timeoutMs: 50, http: undefined });

/** A server in memory whose calls wait for `release` (or the run's abort), so a test sees a run in progress. */
function pausedServer() {
  const calls: { tool: string; input: unknown }[] = [];
  let release: () => void = () => undefined;
  const open = (signal: AbortSignal): FuzzTransport => ({
    listTools: () => Promise.resolve(TOOLS),
    call: (tool, input) => {
      calls.push({ tool, input });
      return new Promise<CallOutcome>((resolve) => {
        release = () => resolve(result);
        signal.addEventListener('abort', () => resolve({ ...result, httpStatus: undefined, response: undefined, failure: 'AbortError' }), { once: true });
      });
    },
    gone: () => undefined,
  });
  return { calls, open, release: () => release() };
}

const until = async (check: () => boolean) => {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 0));
};

describe("the Fuzz section's run", () => {
  it('asks the engine for every read-only tool, for those left ticked, and for another only when ticked by name', () => {
    expect(toolOptions(['a', 'b'], { unticked: [], allowed: [] })).toEqual({ tools: [], allowTools: [] });
    expect(toolOptions(['a', 'b'], { unticked: ['b'], allowed: [] })).toEqual({ tools: ['a'], allowTools: [] });
    expect(toolOptions(['a', 'b'], { unticked: ['a'], allowed: ['w'] })).toEqual({ tools: ['b', 'w'], allowTools: ['w'] });
  });

  it('shows progress and the case in flight, calls no tool that is not read-only, and Cancel aborts the call in flight', async () => {
    const store = new FuzzStore();
    const server = pausedServer();
    const running = store.run(server.open, ['read'], context);
    await until(() => server.calls.length === 1);
    expect(store.getSnapshot()).toMatchObject({ status: 'running', done: 0 });
    expect(store.getSnapshot().current).toMatch(/^read \(/);
    expect(store.getSnapshot().total).toBeGreaterThan(2);
    server.release();
    await until(() => server.calls.length === 2);
    expect(store.getSnapshot().done).toBe(1);
    store.cancel();
    await running;
    expect(store.getSnapshot()).toMatchObject({ status: 'cancelled', done: 1, current: undefined, findings: [] });
    expect(store.getSnapshot().report?.cases).toBe(2);
    expect(server.calls.every((c) => c.tool === 'read')).toBe(true);
  });

  it('keeps one store per server for the page, so a run and its settings outlive the panel', () => {
    const store = fuzzStoreFor('http://127.0.0.1:2/mcp');
    store.setSettings({ seed: 7, cases: 3, timeoutMs: 100 });
    expect(fuzzStoreFor('http://127.0.0.1:2/mcp').getSnapshot().settings.seed).toBe(7);
    expect(fuzzStoreFor('http://127.0.0.1:3/mcp').getSnapshot().settings.seed).toBe(1);
  });
});
