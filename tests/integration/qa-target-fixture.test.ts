import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startQaTarget } from '../../e2e/fixtures/qa-target-server';
import type { QaTargetServer } from '../../e2e/fixtures/qa-target/http';

/**
 * The QA target (issue 42) behaves as planted: each fault fires on its input, the twin answers
 * the same inputs correctly, and `GET /calls` counts what reached it. `fuzz` and `bench` rely on it.
 */
let faulty: QaTargetServer;
let twin: QaTargetServer;
beforeAll(async () => {
  [faulty, twin] = await Promise.all([startQaTarget(0, { faults: true, slowMs: 40 }), startQaTarget(0, { faults: false, slowMs: 40 })]);
});
afterAll(async () => {
  await Promise.all([faulty.close(), twin.close()]);
});

interface Answer {
  status: number;
  contentType: string;
  text: string;
  message: Record<string, unknown> | undefined;
}

/** One stateless JSON-RPC request; the answer as JSON or as the SSE stream's one message. */
async function rpc(url: string, method: string, params: Record<string, unknown>, signal?: AbortSignal): Promise<Answer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal,
  });
  const text = await response.text();
  const contentType = response.headers.get('content-type') ?? '';
  const data = contentType.includes('text/event-stream') ? /^data: (.*)$/m.exec(text)?.[1] : contentType.includes('json') ? text : undefined;
  const parsed: unknown = data === undefined ? undefined : JSON.parse(data);
  const message = typeof parsed === 'object' && parsed !== null ? Object.fromEntries(Object.entries(parsed)) : undefined;
  return { status: response.status, contentType, text, message };
}

const call = (url: string, name: string, args: Record<string, unknown>, signal?: AbortSignal) => rpc(url, 'tools/call', { name, arguments: args }, signal);
async function callLog(url: string): Promise<Record<string, unknown>> {
  const body: unknown = await (await fetch(url)).json();
  if (typeof body !== 'object' || body === null) throw new Error('GET /calls answered no object');
  return Object.fromEntries(Object.entries(body));
}

const resultOf = (answer: Answer) => answer.message?.result;

describe('the QA target fixture', () => {
  it('lists lookup and slow_echo as read-only and delete_everything as destructive, with resources and a prompt', async () => {
    const tools = resultOf(await rpc(faulty.url, 'tools/list', {}));
    expect(tools).toMatchObject({
      tools: [
        { name: 'lookup', annotations: { readOnlyHint: true }, inputSchema: { required: ['query'], properties: { query: { maxLength: 64 }, limit: { minimum: 1, maximum: 100 }, mode: { enum: ['exact', 'prefix'] } } } },
        { name: 'slow_echo', annotations: { readOnlyHint: true } },
        { name: 'delete_everything', annotations: { readOnlyHint: false, destructiveHint: true } },
      ],
    });
    expect(resultOf(await rpc(faulty.url, 'resources/list', {}))).toMatchObject({ resources: [{}, {}, {}] });
    expect(resultOf(await rpc(faulty.url, 'prompts/list', {}))).toMatchObject({ prompts: [{ name: 'summarise' }] });
  });

  it('plants a hang at limit 100, an HTML 500 on an over-long query, a stack trace, and success on a string limit', async () => {
    const hung = call(faulty.url, 'lookup', { query: 'a', limit: 100 }, AbortSignal.timeout(400));
    await expect(hung).rejects.toThrow();
    const crash = await call(faulty.url, 'lookup', { query: 'x'.repeat(65) });
    expect(crash.status).toBe(500);
    expect(crash.contentType).toContain('text/html');
    const leak = resultOf(await call(faulty.url, 'lookup', { query: '', mode: 'prefix' }));
    expect(leak).toMatchObject({ isError: true });
    expect(JSON.stringify(leak)).toMatch(/at .*qa-target[/\\]lookup\.ts:\d+/);
    const accepted = resultOf(await call(faulty.url, 'lookup', { query: 'a', limit: '5' }));
    expect(accepted).toMatchObject({ content: [{ type: 'text' }] });
    expect(accepted).not.toHaveProperty('isError');
  });

  it('the twin answers the same inputs correctly: results for allowed input, isError for forbidden input', async () => {
    expect(resultOf(await call(twin.url, 'lookup', { query: 'a', limit: 100 }))).not.toHaveProperty('isError');
    expect(resultOf(await call(twin.url, 'lookup', { query: 'x'.repeat(65) }))).toMatchObject({ isError: true });
    const prefix = resultOf(await call(twin.url, 'lookup', { query: '', mode: 'prefix' }));
    expect(prefix).not.toHaveProperty('isError');
    expect(JSON.stringify(prefix)).not.toMatch(/\.ts:\d+/);
    expect(resultOf(await call(twin.url, 'lookup', { query: 'a', limit: '5' }))).toMatchObject({ isError: true });
  });

  it('slow_echo answers after its delay, and GET /calls counts the destructive tool, every call and the last POST', async () => {
    const start = await callLog(twin.callsUrl);
    const before = Date.now();
    expect(resultOf(await call(twin.url, 'slow_echo', { text: 'hi' }))).toMatchObject({ content: [{ type: 'text', text: 'hi' }] });
    expect(Date.now() - before).toBeGreaterThanOrEqual(40);
    await call(twin.url, 'delete_everything', {});
    const log = await callLog(twin.callsUrl);
    expect(start.delete_everything).toBe(0);
    expect(log.delete_everything).toBe(1);
    expect(log.total).toBe(Number(start.total) + 2);
    expect(log).toHaveProperty('lastRequestAt', expect.any(Number));
  });
});
