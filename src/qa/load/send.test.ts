import { describe, expect, it } from 'vitest';
import { TrafficLog, type WireTarget } from '../../protocol';
import { createSender } from './send';
import type { LoadTarget } from './types';

interface Seen {
  body: Record<string, unknown>;
  headers: Record<string, string>;
}

/** A fetch that records each POST and answers it with `answer`, or never when `answer` returns undefined. */
function fakeFetch(answer: (body: Record<string, unknown>) => Response | undefined): { fetch: typeof fetch; seen: Seen[] } {
  const seen: Seen[] = [];
  const fetchFn = (_input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const body: unknown = JSON.parse(typeof init?.body === 'string' ? init.body : '{}');
    const record = typeof body === 'object' && body !== null && !Array.isArray(body) ? Object.fromEntries(Object.entries(body)) : {};
    seen.push({ body: record, headers: Object.fromEntries(new Headers(init?.headers).entries()) });
    const response = answer(record);
    if (response !== undefined) return Promise.resolve(response);
    return new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')), { once: true }));
  };
  return { fetch: fetchFn, seen };
}

function wire(era: 'modern' | 'legacy', fetchFn: typeof fetch): WireTarget {
  return { url: 'http://127.0.0.1:1/mcp', era, protocolVersion: era === 'modern' ? '2026-07-28' : '2025-11-25', fetch: fetchFn, traffic: new TrafficLog(), headers: {}, sessionId: () => (era === 'legacy' ? 'session-1' : undefined), timeoutMs: 1000 };
}

const ECHO: LoadTarget = { method: 'tools/call', name: 'slow_echo', params: { name: 'slow_echo', arguments: { text: 'hi' } } };
const sse = (message: unknown): Response =>
  new Response(`event: message\ndata: {"jsonrpc":"2.0","method":"notifications/progress","params":{}}\n\nevent: message\ndata: ${JSON.stringify(message)}\n\n`, { headers: { 'content-type': 'text/event-stream' } });

describe('the load sender', () => {
  it('sends the 2026-07-28 envelope and MCP headers, and takes the answer with its id from an SSE stream', async () => {
    const server = fakeFetch((body) => sse({ jsonrpc: '2.0', id: body.id, result: { content: [] } }));
    const send = createSender({ wire: wire('modern', server.fetch), cancelByNotification: false });
    const result = await send(ECHO, new AbortController().signal, () => undefined);
    expect(result).toEqual({ ok: true, result: { content: [] } });
    const [first] = server.seen;
    expect(first?.headers).toMatchObject({ 'mcp-method': 'tools/call', 'mcp-name': 'slow_echo', 'mcp-protocol-version': '2026-07-28' });
    expect(first?.body).toMatchObject({ method: 'tools/call', params: { name: 'slow_echo', _meta: { 'io.modelcontextprotocol/protocolVersion': '2026-07-28' } } });
  });

  it('counts a JSON-RPC error, an isError result and an HTML 500 as errors', async () => {
    const answers = [
      (id: unknown) => Response.json({ jsonrpc: '2.0', id, error: { code: -32602, message: 'bad' } }),
      (id: unknown) => Response.json({ jsonrpc: '2.0', id, result: { isError: true, content: [{ type: 'text', text: 'no' }] } }),
      () => new Response('<html>500</html>', { status: 500, headers: { 'content-type': 'text/html' } }),
    ];
    let turn = 0;
    const server = fakeFetch((body) => answers[turn++]?.(body.id));
    const send = createSender({ wire: wire('modern', server.fetch), cancelByNotification: false });
    const errors = [];
    for (let i = 0; i < answers.length; i++) errors.push(await send(ECHO, new AbortController().signal, () => undefined));
    expect(errors).toEqual([
      { ok: false, error: 'JSON-RPC error -32602: bad' },
      { ok: false, error: 'the tool answered isError: no' },
      { ok: false, error: 'HTTP 500 without a JSON-RPC response' },
    ]);
  });

  it('cancels on 2026-07-28 by aborting the request alone', async () => {
    const server = fakeFetch(() => undefined);
    const send = createSender({ wire: wire('modern', server.fetch), cancelByNotification: false });
    const controller = new AbortController();
    const pending = send(ECHO, controller.signal, () => 'stop');
    controller.abort();
    expect(await pending).toEqual({ ok: false, error: 'cancelled' });
    expect(server.seen.map((s) => s.body.method)).toEqual(['tools/call']);
  });

  it('on a legacy session also sends notifications/cancelled for the request, with the session id, before it resolves', async () => {
    const server = fakeFetch((body) => (body.method === 'notifications/cancelled' ? new Response(null, { status: 202 }) : undefined));
    const send = createSender({ wire: wire('legacy', server.fetch), cancelByNotification: true });
    const controller = new AbortController();
    const pending = send(ECHO, controller.signal, () => 'stop');
    controller.abort();
    expect(await pending).toEqual({ ok: false, error: 'cancelled' });
    const [call, cancel] = server.seen;
    expect(cancel?.body).toEqual({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: call?.body.id, reason: 'The load run ended' } });
    expect(cancel?.headers['mcp-session-id']).toBe('session-1');
  });
});
