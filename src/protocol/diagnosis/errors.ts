import { ProtocolError, SdkError, SdkErrorCode, SdkHttpError } from '@modelcontextprotocol/client';
import { isHtmlBody, summariseBody } from './body-summary';
import { ConsoleError } from './console-error';
import { httpStatusHint } from './http-hints';
import { rpcErrorMeaning } from './rpc-codes';
import type { ConsoleErrorData, HttpExchange } from '../model/types';

export { ConsoleError };

export interface ErrorContext {
  /** Server URL, for messages like "HTTP 404 Not Found from http://…". */
  url?: string;
  /** The exchange that carried the failure, when known: linked and used to read the error body. */
  exchange?: HttpExchange;
}

/**
 * Maps anything the SDK or fetch throws to one `ConsoleError` kind with a
 * specific message (spec §4.1 codes, §9.4 negotiation failures). A bare
 * `TypeError` is reported as a 'cors' candidate: only a CORS probe can tell a
 * blocked request from an unreachable server.
 */
export function toConsoleError(err: unknown, ctx: ErrorContext = {}): ConsoleError {
  if (err instanceof ConsoleError) return err;
  const data = classify(err, ctx);
  const linked = ctx.exchange === undefined ? data : { ...data, exchangeId: ctx.exchange.id };
  return new ConsoleError(linked, { cause: err });
}

function classify(err: unknown, ctx: ErrorContext): ConsoleErrorData {
  if (err instanceof ProtocolError) return jsonRpcError(err.code, err.message, err.data, undefined);
  if (err instanceof SdkHttpError) return httpError(err, ctx);
  if (err instanceof SdkError) return sdkError(err, ctx);
  if (err instanceof Error && err.name === 'AbortError') return { kind: 'cancelled', message: 'The request was cancelled.' };
  if (err instanceof Error && err.name === 'TimeoutError') {
    return { kind: 'timeout', message: `Timed out waiting for ${ctx.url ?? 'the server'}: ${err.message}` };
  }
  const network = findNetworkFailure(err);
  if (network !== undefined) {
    return { kind: 'cors', message: `Could not reach ${ctx.url ?? 'the server'}: ${network.message}` };
  }
  const message = err instanceof Error ? err.message : String(err);
  return { kind: 'protocol', message };
}

/** "JSON-RPC -32602 Invalid params: Unknown prompt 'x'" */
export function jsonRpcError(code: number, message: string, data: unknown, httpStatus: number | undefined): ConsoleErrorData {
  const meaning = rpcErrorMeaning(code);
  const out: ConsoleErrorData = { kind: 'jsonrpc', code, meaning, message: `JSON-RPC ${code} ${meaning}: ${message}` };
  if (data !== undefined) out.data = data;
  if (httpStatus !== undefined) out.httpStatus = httpStatus;
  return out;
}

function httpError(err: SdkHttpError, ctx: ErrorContext): ConsoleErrorData {
  const status = err.status;
  const text = typeof err.data['text'] === 'string' ? err.data['text'] : ctx.exchange?.response?.body?.text;
  const rpc = text === undefined ? undefined : readRpcError(text);
  if (rpc !== undefined) return jsonRpcError(rpc.code, rpc.message, rpc.data, status);
  const statusText = err.statusText ?? ctx.exchange?.response?.statusText ?? '';
  const from = ctx.url === undefined ? '' : ` from ${ctx.url}`;
  const hint = httpStatusHint(status, ctx.exchange);
  const line = `HTTP ${status}${statusText === '' ? '' : ` ${statusText}`}${from}${hint === undefined ? '' : ` — ${hint}`}`;
  const type = ctx.exchange?.response?.contentType?.split(';')[0]?.trim();
  // An HTML error page is summarised as text (issue 32); Traffic keeps the whole page.
  const body = text === undefined ? '' : isHtmlBody(text, type) ? summariseBody(text, type) : text.trim().slice(0, 300);
  const detail = body === '' ? '' : `: ${body}`;
  return { kind: 'http', httpStatus: status, message: `${line}${detail}` };
}

function sdkError(err: SdkError, ctx: ErrorContext): ConsoleErrorData {
  switch (err.code) {
    case SdkErrorCode.RequestTimeout:
      return { kind: 'timeout', message: `Timed out waiting for ${ctx.url ?? 'the server'}: ${err.message}` };
    case SdkErrorCode.InvalidResult:
      return { kind: 'invalid-result', message: err.message, issues: issuesOf(err) };
    case SdkErrorCode.ClientHttpUnexpectedContent:
    case SdkErrorCode.UnsupportedResultType:
      return { kind: 'invalid-response', message: err.message, data: err.data };
    case SdkErrorCode.ConnectionClosed:
    case SdkErrorCode.NotConnected:
      return { kind: 'network', message: err.message };
    default: {
      // The SDK wraps a failed probe fetch (Node) in EraNegotiationFailed with the TypeError as cause.
      const network = findNetworkFailure(err.cause);
      if (network !== undefined) {
        return { kind: 'cors', message: `Could not reach ${ctx.url ?? 'the server'}: ${network.message}` };
      }
      return { kind: 'protocol', message: err.message, data: err.data };
    }
  }
}

function issuesOf(err: SdkError): string[] {
  const data: unknown = err.data;
  if (typeof data === 'object' && data !== null && 'issues' in data && Array.isArray(data.issues)) {
    return data.issues.map((issue: unknown) => (typeof issue === 'string' ? issue : JSON.stringify(issue)));
  }
  const detail = err.message.replace(/^Invalid result for [^:]*:\s*/, '');
  return detail.split(/\n|;\s+/).map((s) => s.trim()).filter((s) => s !== '');
}

/** A JSON-RPC error object in a response body, if that is what the body is. */
export function readRpcError(text: string): { code: number; message: string; data: unknown } | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || !('error' in parsed)) return undefined;
  const error: unknown = parsed.error;
  if (typeof error !== 'object' || error === null) return undefined;
  if (!('code' in error) || typeof error.code !== 'number') return undefined;
  const message = 'message' in error && typeof error.message === 'string' ? error.message : '';
  return { code: error.code, message, data: 'data' in error ? error.data : undefined };
}

/** The TypeError fetch rejects with on CORS refusal or network failure, anywhere in the cause chain. */
function findNetworkFailure(err: unknown): TypeError | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    if (current instanceof TypeError) return current;
    current = current.cause;
  }
  return undefined;
}
