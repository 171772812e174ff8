import { describe, expect, it } from 'vitest';
import type { ConnectionStatus } from '../../protocol/model/types';
import { KEY_PLACEHOLDER, type ModelExchange, type SavedConversation } from '../../models';
import { toHar } from './har';
import { parseSessionFile } from './schema';
import { jsonWithout, sessionFileDownload } from './session-export';

const KEY = 'sk-known-test-key-9c41e7';
const NOW = new Date('2026-07-28T10:20:30.456Z');
const CLOSED: ConnectionStatus = { state: 'closed', url: 'http://127.0.0.1:4318/mcp' };
const NO_TRAFFIC = { exchanges: [], frames: [] };

const EXCHANGE: ModelExchange = {
  id: 1,
  provider: 'openai',
  method: 'POST',
  url: 'http://127.0.0.1:4390/v1/chat/completions',
  requestHeaders: { authorization: `Bearer ${KEY_PLACEHOLDER}`, 'content-type': 'application/json' },
  requestBody: '{"model":"fixture-model","messages":[{"role":"user","content":"add 2 and 3"}]}',
  startedAt: 1_000,
  status: 200,
  responseHeaders: { 'content-type': 'text/event-stream' },
  responseBody: 'data: {"choices":[{"delta":{"content":"5"}}]}\n\ndata: [DONE]\n\n',
  endedAt: 1_450,
};

/** A conversation as the Playground saves it: a question, a call, its answer, a failure; the user pasted the key once. */
function conversation(): SavedConversation {
  return {
    version: 1,
    settings: { provider: 'openai', baseUrl: 'http://127.0.0.1:4390/v1', model: 'fixture-model', viaProxy: false },
    system: 'Answer briefly.',
    temperature: undefined,
    maxTokens: 1024,
    entries: [
      { kind: 'user', id: 'u1', parts: [{ type: 'text', text: `add 2 and 3 (my key is ${KEY})` }] },
      { kind: 'tool-call', id: 'c1', callId: 'call_1', offeredName: 'demo__add', toolName: 'add', server: { id: 'http://127.0.0.1:4321/mcp', name: 'demo' }, argumentsText: '{"a":2,"b":3}', decision: 'allowed', result: { isError: false, value: { content: [{ type: 'text', text: '5' }] } }, durationMs: 12 },
      { kind: 'tool-call', id: 'c2', callId: 'call_2', offeredName: 'nope', toolName: undefined, argumentsText: '{}', decision: 'denied' },
      { kind: 'assistant', id: 'a1', text: 'The sum is 5.', model: 'fixture-model', stats: { usage: { inputTokens: 20, outputTokens: 5 }, modelMs: 450, toolMs: 12 }, exchangeId: 1 },
      { kind: 'error', id: 'e1', info: { kind: 'rate-limit', title: 'Rate limited (429)', hint: 'Wait and send again.', status: 429, retryAfterSeconds: 3 } },
    ],
    exchanges: [EXCHANGE],
  };
}

describe('the Playground in session files (issue 40)', () => {
  it('writes the conversation without the key, and imports its entries and exchanges again', () => {
    const saved = conversation();
    const text = sessionFileDownload(CLOSED, NO_TRAFFIC, NOW, undefined, { playground: saved }, [KEY])?.text ?? '';
    expect(text).toContain('The sum is 5.');
    expect(text).not.toContain(KEY);

    const parsed = parseSessionFile(text);
    if (!parsed.ok) throw new Error(parsed.error);
    const restored = parsed.file.playground;
    expect(restored?.exchanges).toEqual([EXCHANGE]);
    expect(restored?.settings).toEqual(saved.settings);
    expect(restored?.entries.slice(1)).toEqual(saved.entries.slice(1));
    expect(restored?.entries[0]).toEqual({ kind: 'user', id: 'u1', parts: [{ type: 'text', text: 'add 2 and 3 (my key is [redacted])' }] });
  });

  it('leaves an empty conversation out, and files without one import as before', () => {
    const empty = { ...conversation(), entries: [], exchanges: [] };
    const text = sessionFileDownload(CLOSED, NO_TRAFFIC, NOW, undefined, { playground: empty })?.text ?? '';
    expect(JSON.parse(text)).not.toHaveProperty('playground');
    const parsed = parseSessionFile(text);
    expect(parsed.ok && parsed.file.playground).toBe(undefined);
  });

  it('rejects a conversation whose entries are not the Playground’s, naming where', () => {
    const file = JSON.parse(sessionFileDownload(CLOSED, NO_TRAFFIC, NOW, undefined, { playground: conversation() })?.text ?? '{}') as Record<string, unknown>;
    const broken = JSON.stringify({ ...file, playground: { ...conversation(), entries: [{ kind: 'user', id: 'u1', parts: [{ type: 'script', src: 'x' }] }] } });
    const parsed = parseSessionFile(broken);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.error).toContain('playground');
  });

  it('keeps the key out of a HAR even where it was typed into an MCP request', () => {
    const har = toHar(
      [
        {
          id: 1,
          startedAt: 1_000,
          headersMs: 2,
          durationMs: 5,
          error: undefined,
          state: 'done',
          request: { method: 'POST', url: 'http://127.0.0.1:4318/mcp', headers: [['content-type', 'application/json']], body: { text: `{"method":"tools/call","params":{"name":"echo","arguments":{"message":"${KEY}"}}}`, bytes: 80, truncated: false } },
          response: { status: 200, statusText: 'OK', headers: [], contentType: 'application/json', body: { text: `{"result":{"content":[{"type":"text","text":"${KEY}"}]}}`, bytes: 60, truncated: false } },
          sse: [],
          rpcMethod: 'tools/call',
          rpcId: 1,
          mcpMethod: undefined,
          mcpName: undefined,
        },
      ],
      'test',
    );
    expect(JSON.stringify(har)).toContain(KEY);
    const text = jsonWithout(har, [KEY]);
    expect(text).not.toContain(KEY);
    expect(JSON.parse(text)).toMatchObject({ log: { entries: [{ request: { method: 'POST' } }] } });
  });

  it('masks no short secret, which would mask ordinary words', () => {
    expect(jsonWithout({ text: 'abc def' }, ['abc', ''])).toContain('abc def');
  });
});
