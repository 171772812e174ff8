import { classifyRpc } from '../transport/tap/rpc-message';
import type { ConsoleErrorData, HttpExchange } from '../model/types';

/**
 * Names what actually went wrong on the wire when the SDK only saw a symptom: a reply it could
 * not parse, or a timeout because the awaited response never came (wrong id, a stream that
 * closed early). Looks at the operation's exchanges, newest first; undefined when nothing in
 * them explains the failure better than `error` already does.
 *
 * @see /work/shared/spec/mcp-2026-07-28.md §4 (JSON-RPC messages), §8 (Streamable HTTP responses)
 */
export function diagnoseWireFault(error: ConsoleErrorData, exchanges: readonly HttpExchange[]): ConsoleErrorData | undefined {
  if (error.kind !== 'timeout' && error.kind !== 'protocol' && error.kind !== 'invalid-response') return undefined;
  for (let i = exchanges.length - 1; i >= 0; i -= 1) {
    const exchange = exchanges[i];
    if (exchange?.response === undefined || exchange.response.status >= 300 || exchange.rpcId === undefined) continue;
    const message = describeFault(exchange);
    if (message !== undefined) return { kind: 'invalid-response', message, httpStatus: exchange.response.status, exchangeId: exchange.id };
  }
  return undefined;
}

function describeFault(exchange: HttpExchange): string | undefined {
  const contentType = exchange.response?.contentType ?? '';
  const what = `${exchange.rpcMethod ?? 'request'} (id ${JSON.stringify(exchange.rpcId)})`;
  if (contentType.includes('text/event-stream')) return describeStream(exchange, what);
  const text = exchange.response?.body?.text;
  if (text === undefined || exchange.response?.body?.truncated === true) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    const shape = /^\s*[[{]/.test(text) ? 'truncated or malformed JSON' : 'not JSON';
    return `The server answered ${what} with HTTP ${exchange.response?.status ?? 200} whose body is ${shape} (${reason}); a JSON-RPC response was expected.`;
  }
  const info = classifyRpc(parsed);
  if (info === undefined) return `The server answered ${what} with JSON that is not a JSON-RPC message.`;
  if ((info.kind === 'result' || info.kind === 'error') && info.rpcId !== exchange.rpcId) {
    return `The server answered ${what} with a JSON-RPC response for id ${JSON.stringify(info.rpcId)}: a response with the request's id never arrived.`;
  }
  return undefined;
}

/** A stream that finished without carrying the response to the request that opened it. */
function describeStream(exchange: HttpExchange, what: string): string | undefined {
  if (exchange.state !== 'done' && exchange.state !== 'failed') return undefined;
  const answered = exchange.sse.some((event) => {
    let message: unknown;
    try {
      message = JSON.parse(event.data);
    } catch {
      return false;
    }
    const info = classifyRpc(message);
    return (info?.kind === 'result' || info?.kind === 'error') && info.rpcId === exchange.rpcId;
  });
  if (answered) return undefined;
  const count = exchange.sse.length;
  return `The server's event stream for ${what} ended before a response arrived (${count} event${count === 1 ? '' : 's'} received, then the stream closed).`;
}
