import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';

/** One HTTP exchange as seen on the wire: the JSON-RPC method sent and the JSON body received. */
export interface WireExchange {
  method: string | undefined;
  status: number;
  body: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function requestMethod(init: RequestInit | undefined): string | undefined {
  if (typeof init?.body !== 'string') return undefined;
  const parsed: unknown = JSON.parse(init.body);
  return isRecord(parsed) && typeof parsed.method === 'string' ? parsed.method : undefined;
}

/**
 * Wraps a fetch so tests can inspect raw JSON responses (the SDK strips
 * fields such as `resultType`, and we want to see exactly what was sent).
 */
export function recordingFetch(inner: typeof fetch): { fetch: typeof fetch; exchanges: WireExchange[] } {
  const exchanges: WireExchange[] = [];
  const tapped: typeof fetch = async (input, init) => {
    const response = await inner(input, init);
    if ((response.headers.get('content-type') ?? '').includes('application/json')) {
      const body: unknown = await response.clone().json();
      exchanges.push({ method: requestMethod(init), status: response.status, body });
    }
    return response;
  };
  return { fetch: tapped, exchanges };
}

/** The `result` object of a recorded exchange, if it was a successful JSON-RPC response. */
export function resultOf(exchange: WireExchange | undefined): Record<string, unknown> | undefined {
  const body = exchange?.body;
  return isRecord(body) && isRecord(body.result) ? body.result : undefined;
}

/** A modern-negotiating client that answers elicitations with `elicitationContent`. */
export async function connectClient(
  url: string,
  fetchImpl: typeof fetch,
  elicitationContent: Record<string, string | number | boolean> = {},
): Promise<Client> {
  const client = new Client(
    { name: 'demo-server-test', version: '1.0.0' },
    { versionNegotiation: { mode: 'auto' }, capabilities: { elicitation: { form: {} } } },
  );
  client.setRequestHandler('elicitation/create', () => ({ action: 'accept', content: elicitationContent }));
  await client.connect(new StreamableHTTPClientTransport(new URL(url), { fetch: fetchImpl }));
  return client;
}
