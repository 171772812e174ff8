import type { JSONRPCMessage } from '@modelcontextprotocol/client';
import { describe, expect, it } from 'vitest';
import { InboundMessages } from './inbound-messages';
import { routeThroughSse } from './sse-raw-fetch';

const url = 'http://127.0.0.1:1/sse';

/** A fake HTTP+SSE session: whatever is sent is answered on the inbound stream, as the server would. */
function fakeSession(answer: (message: JSONRPCMessage) => JSONRPCMessage | undefined) {
  const inbound = new InboundMessages();
  const transport: { onmessage?: (message: JSONRPCMessage) => void } = {};
  inbound.attach(transport);
  const sent: JSONRPCMessage[] = [];
  const send = (message: JSONRPCMessage): Promise<void> => {
    sent.push(message);
    const reply = answer(message);
    if (reply !== undefined) queueMicrotask(() => transport.onmessage?.(reply));
    return Promise.resolve();
  };
  return { inbound, sent, send };
}

const unrouted = (): Promise<Response> => Promise.resolve(new Response('<html>Cannot POST /sse</html>', { status: 404, headers: { 'content-type': 'text/html' } }));

describe('routeThroughSse', () => {
  it('sends a JSON-RPC request POSTed to the server URL on the session and answers with the reply from the stream', async () => {
    const session = fakeSession((m) => ('id' in m && m.id !== undefined ? { jsonrpc: '2.0', id: m.id, result: { tools: [] } } : undefined));
    const fetch = routeThroughSse(unrouted, { url, send: () => session.send, inbound: session.inbound });
    const response = await fetch(url, { method: 'POST', body: JSON.stringify({ jsonrpc: '2.0', id: 'qa-1', method: 'tools/list', params: {} }) });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual({ jsonrpc: '2.0', id: 'qa-1', result: { tools: [] } });
    expect(session.sent).toHaveLength(1);
  });

  it('answers a notification with 202 and leaves other requests, and any request without a session, to the network', async () => {
    const session = fakeSession(() => undefined);
    const routed = routeThroughSse(unrouted, { url, send: () => session.send, inbound: session.inbound });
    expect((await routed(url, { method: 'POST', body: JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }) })).status).toBe(202);
    expect((await routed(url, { method: 'GET' })).status).toBe(404);
    expect((await routed(url, { method: 'POST', body: 'not json' })).status).toBe(404);
    const detached = routeThroughSse(unrouted, { url, send: () => undefined, inbound: session.inbound });
    expect((await detached(url, { method: 'POST', body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' }) })).status).toBe(404);
  });

  it('gives up on an aborted request instead of waiting for a reply that never comes', async () => {
    const session = fakeSession(() => undefined);
    const fetch = routeThroughSse(unrouted, { url, send: () => session.send, inbound: session.inbound });
    const controller = new AbortController();
    const pending = fetch(url, { method: 'POST', body: JSON.stringify({ jsonrpc: '2.0', id: 'qa-2', method: 'ping' }), signal: controller.signal });
    controller.abort(new Error('no answer within 10 ms'));
    await expect(pending).rejects.toThrow('no answer within 10 ms');
  });
});
