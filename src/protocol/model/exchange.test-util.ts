import type { HttpExchange } from './types';

type ResponsePart = NonNullable<HttpExchange['response']>;

/** A finished exchange for unit tests; override any part. */
export function testExchange(overrides: Partial<Omit<HttpExchange, 'response'>> & { response?: Partial<ResponsePart> } = {}): HttpExchange {
  const { response, ...rest } = overrides;
  const base: ResponsePart = { status: 200, statusText: 'OK', headers: [], contentType: 'application/json', body: undefined };
  return {
    id: 7,
    startedAt: 0,
    headersMs: 1,
    durationMs: 2,
    state: 'done',
    request: { method: 'POST', url: 'http://127.0.0.1:3000/mcp', headers: [], body: undefined },
    response: response === undefined ? undefined : { ...base, ...response },
    sse: [],
    error: undefined,
    rpcMethod: 'server/discover',
    rpcId: 1,
    mcpMethod: undefined,
    mcpName: undefined,
    ...rest,
  };
}

/** A captured body as the tap records it. */
export function testBody(text: string): ResponsePart['body'] {
  return { text, bytes: text.length, truncated: false };
}
