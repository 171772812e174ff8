import { describe, expect, it } from 'vitest';
import { ConsoleError } from '../../protocol/diagnosis/console-error';
import { secretHeaderMatcher } from '../../protocol/transport/tap/redact';
import { HistoryStore } from './history-store';
import { secretValues } from '../../protocol/transport/tap/redact';
import type { ObservedRequest } from '../../protocol/session/request-observer';
import { createCallRecorder } from './recorder';
import { HISTORY_STORAGE_KEY } from './schema';

const URL_ = 'http://127.0.0.1:4510/mcp';
const BEARER = 'sk-live-history-51c2';
const API_KEY = 'key-history-9e07';
const secrets = secretValues({ Authorization: `Bearer ${BEARER}`, 'X-Api-Key': API_KEY, Accept: 'text/plain' }, secretHeaderMatcher(['x-api-key']));

let clock = 0;

function observed(method: string, params: Record<string, unknown>, outcome: Promise<unknown>): ObservedRequest {
  clock += 100;
  const startedAt = clock;
  return { url: URL_, method, params, startedAt, outcome, secrets, now: () => startedAt + 25 };
}

async function settle(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('recording calls into History', () => {
  it('records the console calls with target, params, result and duration, and nothing else', async () => {
    const store = new HistoryStore();
    const record = createCallRecorder(store, () => 'live');
    record(observed('tools/list', {}, Promise.resolve({ tools: [] })));
    record(observed('tools/call', { name: 'echo', arguments: { text: 'hi' }, _meta: { progressToken: 1 } }, Promise.resolve({ content: [{ type: 'text', text: 'hi' }], _meta: { t: 1 } })));
    record(observed('resources/read', { uri: 'note://one' }, Promise.reject(new ConsoleError({ kind: 'jsonrpc', message: 'Resource not found', code: -32002 }))));
    record(observed('completion/complete', { ref: { type: 'ref/prompt', name: 'greet' }, argument: { name: 'who', value: 'a' } }, Promise.resolve({ completion: { values: ['ann'] } })));
    await settle();
    const calls = store.view(URL_, 'live').calls;
    expect(calls.map((c) => [c.method, c.target])).toEqual([
      ['tools/call', 'echo'],
      ['resources/read', 'note://one'],
      ['completion/complete', 'greet · who'],
    ]);
    expect(calls[0]).toMatchObject({ params: { name: 'echo', arguments: { text: 'hi' } }, result: { content: [{ type: 'text', text: 'hi' }] }, durationMs: 25 });
    expect(calls[0]?.params).not.toHaveProperty('_meta');
    expect(calls[1]).toMatchObject({ error: { message: 'Resource not found', code: -32002 } });
  });

  it('keeps images as size and hash, and never stores a secret header value or token field', async () => {
    const storage = new Map<string, string>();
    const store = new HistoryStore({ storage: { getItem: (k) => storage.get(k) ?? null, setItem: (k, v) => void storage.set(k, v) } });
    const record = createCallRecorder(store, () => 'live');
    const result = {
      content: [
        { type: 'text', text: `your header was Bearer ${BEARER} and ${API_KEY}` },
        { type: 'image', mimeType: 'image/png', data: btoa('PNG bytes') },
        { type: 'text', text: JSON.stringify({ note: 'x' }) },
      ],
      structuredContent: { access_token: 'at-123456', nested: { refresh_token: 'rt-654321' } },
    };
    record(observed('tools/call', { name: 'whoami', arguments: { token: BEARER } }, Promise.resolve(result)));
    await settle();
    const text = storage.get(HISTORY_STORAGE_KEY) ?? '';
    for (const secret of [BEARER, API_KEY, 'at-123456', 'rt-654321']) expect(text).not.toContain(secret);
    const [stored] = store.view(URL_, 'live').calls;
    expect(stored?.result).toMatchObject({
      content: [
        { text: 'your header was [redacted] and [redacted]' },
        { type: 'image', data: { bytes: 9 } },
        {},
      ],
    });
    expect(JSON.stringify(stored?.result)).toMatch(/"sha256":"[0-9a-f]{64}"/);
    expect(stored?.params).toEqual({ name: 'whoami', arguments: { token: '[redacted]' } });
  });

  it('keeps the Mcp-Param headers of a tool call (a Re-run sends them again) and no other header', async () => {
    const store = new HistoryStore();
    const request = { ...observed('tools/call', { name: 'deploy', arguments: { region: 'eu' } }, Promise.resolve({ content: [] })), headers: { 'Mcp-Param-Region': 'eu', 'X-Trace': 't1' } };
    createCallRecorder(store, () => 'live')(request);
    await settle();
    expect(store.view(URL_, 'live').calls[0]?.paramHeaders).toEqual({ 'Mcp-Param-Region': 'eu' });
  });

  it('skips cancelled calls', async () => {
    const store = new HistoryStore();
    const abort = new Error('This operation was aborted');
    abort.name = 'AbortError';
    createCallRecorder(store, () => 'live')(observed('tools/call', { name: 'slow' }, Promise.reject(abort)));
    await settle();
    expect(store.view(URL_, 'live').calls).toEqual([]);
  });
});
