import {
  ProtocolError,
  SdkError,
  SdkErrorCode,
  SdkHttpError,
  UnsupportedProtocolVersionError,
} from '@modelcontextprotocol/client';
import { describe, expect, it } from 'vitest';
import { ConsoleError, toConsoleError } from './errors';
import { testExchange } from '../model/exchange.test-util';
import { rpcErrorMeaning } from './rpc-codes';
import type { HttpExchange } from '../model/types';

const url = 'http://127.0.0.1:3000/mcp';

describe('rpcErrorMeaning', () => {
  it.each([
    [-32700, 'Parse error'],
    [-32600, 'Invalid request'],
    [-32601, 'Method not found'],
    [-32602, 'Invalid params'],
    [-32603, 'Internal error'],
    [-32020, 'Header mismatch'],
    [-32021, 'Missing required client capability'],
    [-32022, 'Unsupported protocol version'],
    [-32002, 'Resource not found (legacy code)'],
    [-32042, 'URL elicitation required (legacy)'],
    [-32000, 'Server error (implementation-defined)'],
    [42, 'Application error'],
  ])('%i means %s', (code, meaning) => {
    expect(rpcErrorMeaning(code)).toBe(meaning);
  });
});

describe('toConsoleError', () => {
  it('maps a JSON-RPC error with its code, meaning and data', () => {
    const err = toConsoleError(new ProtocolError(-32602, "Unknown prompt 'x'", { name: 'x' }), { url });
    expect(err).toBeInstanceOf(ConsoleError);
    expect(err.data).toEqual({
      kind: 'jsonrpc',
      code: -32602,
      meaning: 'Invalid params',
      message: "JSON-RPC -32602 Invalid params: Unknown prompt 'x'",
      data: { name: 'x' },
    });
  });

  it('maps UnsupportedProtocolVersionError as JSON-RPC -32022 with the supported list', () => {
    const err = toConsoleError(new UnsupportedProtocolVersionError({ supported: ['2026-07-28'], requested: '1999-01-01' }));
    expect(err.data).toMatchObject({ kind: 'jsonrpc', code: -32022, data: { supported: ['2026-07-28'] } });
  });

  it('reads a JSON-RPC error out of an HTTP error body (e.g. 404 + -32601)', () => {
    const text = JSON.stringify({ jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'Method not found: prompts/list' } });
    const err = toConsoleError(new SdkHttpError(SdkErrorCode.ClientHttpNotImplemented, 'x', { status: 404, statusText: 'Not Found', text }), { url });
    expect(err.data).toMatchObject({ kind: 'jsonrpc', code: -32601, httpStatus: 404, message: 'JSON-RPC -32601 Method not found: Method not found: prompts/list' });
  });

  it('reports a plain HTTP failure with status, text and URL', () => {
    const err = toConsoleError(new SdkHttpError(SdkErrorCode.ClientHttpNotImplemented, 'x', { status: 404, statusText: 'Not Found', text: '' }), { url });
    expect(err.data).toEqual({
      kind: 'http',
      httpStatus: 404,
      message: `HTTP 404 Not Found from ${url} — there is no MCP endpoint at this URL; check the path (often /mcp)`,
    });
  });

  it('summarises an HTML error page as its title and text, never as markup (issue 32)', () => {
    const text = '<!DOCTYPE html><html><head><title>Error</title></head><body><pre>Cannot POST /sse</pre></body></html>';
    const exchange = testExchange({ response: { status: 404, statusText: 'Not Found', contentType: 'text/html; charset=utf-8' } });
    const err = toConsoleError(new SdkHttpError(SdkErrorCode.ClientHttpNotImplemented, 'x', { status: 404, statusText: 'Not Found', text }), { url, exchange });
    expect(err.data.message).toBe(`HTTP 404 Not Found from ${url} — there is no MCP endpoint at this URL; check the path (often /mcp): Error — Cannot POST /sse`);
  });

  it('names the authorization challenge of a 401', () => {
    const exchange = testExchange({ response: { status: 401, statusText: 'Unauthorized', headers: [['www-authenticate', 'Bearer realm="x"']] } });
    const err = toConsoleError(new SdkHttpError(SdkErrorCode.ClientHttpAuthentication, 'x', { status: 401, statusText: 'Unauthorized', text: '' }), { url, exchange });
    expect(err.data.message).toContain('HTTP 401 Unauthorized');
    expect(err.data.message).toContain('WWW-Authenticate: Bearer realm="x"');
    expect(err.data.exchangeId).toBe(7);
  });

  it('maps INVALID_RESULT to invalid-result with its issues', () => {
    const err = toConsoleError(new SdkError(SdkErrorCode.InvalidResult, 'Invalid result for tools/list: tools.0.name: expected string; tools.0.inputSchema: required'));
    expect(err.data.kind).toBe('invalid-result');
    expect(err.data.issues).toEqual(['tools.0.name: expected string', 'tools.0.inputSchema: required']);
  });

  it('maps timeouts and aborts', () => {
    expect(toConsoleError(new SdkError(SdkErrorCode.RequestTimeout, 'Request timed out'), { url }).data).toMatchObject({ kind: 'timeout', message: `Timed out waiting for ${url}: Request timed out` });
    expect(toConsoleError(new DOMException('aborted', 'AbortError')).data.kind).toBe('cancelled');
  });

  it('treats a bare TypeError, also as the cause of a negotiation failure, as a CORS candidate', () => {
    expect(toConsoleError(new TypeError('Failed to fetch'), { url }).data).toEqual({ kind: 'cors', message: `Could not reach ${url}: Failed to fetch` });
    const wrapped = new SdkError(SdkErrorCode.EraNegotiationFailed, 'probe failed', undefined, { cause: new TypeError('fetch failed') });
    expect(toConsoleError(wrapped, { url }).data.kind).toBe('cors');
  });

  it('maps other negotiation failures to protocol and links the exchange', () => {
    const exchange: HttpExchange = {
      id: 9, startedAt: 0, headersMs: 1, durationMs: 2, state: 'done',
      request: { method: 'POST', url, headers: [], body: undefined },
      response: { status: 500, statusText: 'Internal Server Error', headers: [], contentType: undefined, body: undefined },
      sse: [], error: undefined, rpcMethod: 'server/discover', rpcId: 'p', mcpMethod: undefined, mcpName: undefined,
    };
    const err = toConsoleError(new SdkError(SdkErrorCode.EraNegotiationFailed, 'server answered 500'), { url, exchange });
    expect(err.data).toMatchObject({ kind: 'protocol', message: 'server answered 500', exchangeId: 9 });
  });

  it('passes a ConsoleError through unchanged', () => {
    const original = new ConsoleError({ kind: 'network', message: 'down' });
    expect(toConsoleError(original)).toBe(original);
  });
});
