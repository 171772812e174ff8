import { isRecord } from '../../lib/is-record';

/**
 * What an error from either client says, read without their classes (those load on demand): the
 * HTTP status, the answer's headers, the provider's error type, code and message. Both clients'
 * `APIError` carry `status`, `headers` and the parsed body as `error` (OpenAI: the body's `error`
 * object; Anthropic: the whole `{type:"error", error:{…}}`).
 */
export interface ErrorFacts {
  status: number | undefined;
  header: (name: string) => string | undefined;
  type: string | undefined;
  code: string | undefined;
  message: string | undefined;
  /** No answer came: the fetch itself failed (a TypeError, as browsers report CORS and refused connections alike). */
  noAnswer: boolean;
  /** A JSON parse failure or a stream the client could not read to its end. */
  unreadable: boolean;
  aborted: boolean;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function headerReader(headers: unknown): (name: string) => string | undefined {
  return headers instanceof Headers ? (name) => headers.get(name) ?? undefined : () => undefined;
}

/** The body's error object: OpenAI's `error` itself, Anthropic's `error.error`. */
function bodyError(error: Record<string, unknown>): Record<string, unknown> {
  const body = error.error;
  if (!isRecord(body)) return {};
  return isRecord(body.error) ? body.error : body;
}

function isAbort(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'AbortError' || error.name === 'APIUserAbortError' || error.constructor.name === 'APIUserAbortError';
}

export function errorFacts(error: unknown): ErrorFacts {
  const record: Record<string, unknown> = isRecord(error) ? error : {};
  const status = typeof record.status === 'number' ? record.status : undefined;
  const body = bodyError(record);
  const cause = error instanceof Error ? error.cause : undefined;
  const message = text(body.message) ?? text(record.apiMessage) ?? (error instanceof Error ? text(error.message) : text(error));
  return {
    status,
    header: headerReader(record.headers),
    type: text(body.type) ?? text(record.type),
    code: text(body.code) ?? text(record.code),
    message,
    noAnswer: status === undefined && (error instanceof TypeError || cause instanceof TypeError || (error instanceof Error && /^(APIConnectionError|Connection error)/.test(error.name === 'Error' ? error.message : error.name))),
    unreadable: status === undefined && (error instanceof SyntaxError || cause instanceof SyntaxError || /JSON|parse|stream ended|without sending any chunks|missing finish_reason/i.test(message ?? '')),
    aborted: isAbort(error) || isAbort(cause),
  };
}

/** `retry-after` in seconds (a number of seconds or an HTTP date), or `retry-after-ms`. */
export function retryAfterSeconds(header: (name: string) => string | undefined, now = Date.now()): number | undefined {
  const ms = Number(header('retry-after-ms'));
  const raw = header('retry-after');
  if (raw !== undefined && raw.trim() !== '') {
    const seconds = Number(raw);
    if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
    const date = Date.parse(raw);
    if (Number.isFinite(date)) return Math.max(0, Math.ceil((date - now) / 1000));
  }
  return Number.isFinite(ms) && ms > 0 ? Math.ceil(ms / 1000) : undefined;
}
