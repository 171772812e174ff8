import { describe, expect, it } from 'vitest';
import { createTappedFetch } from '../../../protocol';
import { TrafficLog } from '../../../protocol';
import { runChecks } from '../run-checks';
import { isRecord } from '../values';
import { taskLogChecks } from './tasks-logs';

/** A stand-in server: `tasks/get` and `logging/setLevel` answer as `answers` says. */
function server(answers: Record<string, (params: Record<string, unknown>) => Record<string, unknown>>): typeof fetch {
  return (_input, init) => {
    const body: unknown = JSON.parse(typeof init?.body === 'string' ? init.body : '{}');
    const message = isRecord(body) ? body : {};
    const params = isRecord(message.params) ? message.params : {};
    const id = message.id ?? null;
    const answer = typeof message.method === 'string' ? answers[message.method] : undefined;
    if (answer === undefined) return Promise.resolve(Response.json({ jsonrpc: '2.0', id, error: { code: -32601, message: 'Method not found' } }));
    return Promise.resolve(Response.json({ jsonrpc: '2.0', id, ...answer(params) }));
  };
}

async function statuses(fetchFn: typeof fetch, era: 'modern' | 'legacy', capabilities: Record<string, unknown>) {
  const traffic = new TrafficLog();
  const report = await runChecks(
    {
      url: 'http://127.0.0.1:4540/mcp',
      era,
      protocolVersion: era === 'modern' ? '2026-07-28' : '2025-11-25',
      environment: 'node',
      capabilities,
      fetch: createTappedFetch(fetchFn, traffic, { secretHeaders: [] }),
      traffic,
      headers: {},
      sessionId: () => undefined,
      timeoutMs: 2_000,
    },
    { checks: taskLogChecks },
  );
  return Object.fromEntries(report.results.map((r) => [r.id, `${r.status}: ${r.message}`]));
}

const TASKS = { tools: {}, extensions: { 'io.modelcontextprotocol/tasks': {} } };

describe('tasks and logging checks', () => {
  it('pass when tasks/get of an unknown id is an error', async () => {
    const result = await statuses(server({ 'tasks/get': () => ({ error: { code: -32602, message: 'Unknown task' } }) }), 'modern', TASKS);
    expect(result['tasks.get-unknown']).toMatch(/^pass/);
    expect(result['tasks.result-fields']).toMatch(/^n\/a/);
  });

  it('fail when tasks/get of an unknown id answers a result', async () => {
    const result = await statuses(server({ 'tasks/get': (p) => ({ result: { resultType: 'complete', taskId: p.taskId, status: 'working' } }) }), 'modern', TASKS);
    expect(result['tasks.get-unknown']).toMatch(/^fail/);
  });

  it('are n/a on a server without the tasks extension', async () => {
    const result = await statuses(server({}), 'modern', { tools: {} });
    expect(result['tasks.get-unknown']).toMatch(/^n\/a/);
  });

  it('check that a legacy server refuses a level outside RFC 5424', async () => {
    const refusing = server({ initialize: () => ({ result: { protocolVersion: '2025-11-25', capabilities: { logging: {} }, serverInfo: { name: 's', version: '1' } } }), 'logging/setLevel': (p) => (p.level === 'loud' ? { error: { code: -32602, message: 'bad level' } } : { result: {} }) });
    expect((await statuses(refusing, 'legacy', { logging: {} }))['logging.set-level-rfc5424']).toMatch(/^pass/);
    const lax = server({ initialize: () => ({ result: { protocolVersion: '2025-11-25', capabilities: { logging: {} }, serverInfo: { name: 's', version: '1' } } }), 'logging/setLevel': () => ({ result: {} }) });
    expect((await statuses(lax, 'legacy', { logging: {} }))['logging.set-level-rfc5424']).toMatch(/^warn/);
  });
});
