import { describe, expect, it } from 'vitest';
import { sseFallbackCue } from './sse-fallback';
import { neitherTransportError } from './sse-leg';
import { testBody, testExchange } from '../model/exchange.test-util';
import type { HttpExchange } from '../model/types';

function post(status: number, text: string, contentType = 'application/json'): HttpExchange {
  return testExchange({ rpcMethod: 'initialize', response: { status, contentType, body: testBody(text) } });
}

describe('sseFallbackCue (spec §9.2)', () => {
  it('falls back after 400, 404 or 405 with a body that is not a modern error', () => {
    expect(sseFallbackCue([post(404, '<html>Cannot POST /sse</html>', 'text/html')])).toBeDefined();
    expect(sseFallbackCue([post(405, '')])).toBeDefined();
    expect(sseFallbackCue([post(400, '{"jsonrpc":"2.0","id":null,"error":{"code":-32000,"message":"Bad Request"}}')])).toBeDefined();
  });

  it('never falls back from a modern error, another status, or no answer', () => {
    expect(sseFallbackCue([post(400, '{"jsonrpc":"2.0","id":1,"error":{"code":-32022,"message":"Unsupported protocol version"}}')])).toBeUndefined();
    expect(sseFallbackCue([post(404, '{"jsonrpc":"2.0","id":1,"error":{"code":-32601,"message":"Method not found"}}')])).toBeUndefined();
    expect(sseFallbackCue([post(401, '')])).toBeUndefined();
    expect(sseFallbackCue([post(500, '')])).toBeUndefined();
    expect(sseFallbackCue([{ ...post(404, ''), response: undefined, state: 'failed' }])).toBeUndefined();
  });
});

describe('neitherTransportError', () => {
  it('keeps a legacy JSON-RPC error its code and meaning, and names the GET that was not an event stream', () => {
    const refused = post(400, '{"jsonrpc":"2.0","id":null,"error":{"code":-32000,"message":"Bad Request: Server not initialized"}}');
    const get = testExchange({ id: 8, rpcMethod: undefined, request: { method: 'GET', url: 'http://127.0.0.1:1/mcp', headers: [], body: undefined }, response: { status: 405, contentType: undefined } });
    const error = neitherTransportError('http://127.0.0.1:1/mcp', refused, [get], new Error('Non-200 status code (405)'));
    expect(error.data).toMatchObject({ kind: 'jsonrpc', code: -32000, httpStatus: 400, exchangeId: refused.id });
    expect(error.data.message).toBe(
      "JSON-RPC -32000 Server error (implementation-defined): Bad Request: Server not initialized. Neither transport answered: Streamable HTTP: POST answered HTTP 400 (application/json: {\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32000,\"message\":\"Bad Request: Server not initialized\"}}); HTTP+SSE: GET answered HTTP 405, not an event stream.",
    );
  });
});
