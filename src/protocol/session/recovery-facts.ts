import { SdkError, SdkErrorCode, SdkHttpError } from '@modelcontextprotocol/client';
import type { FailureFacts } from './session-renewal';
import type { Era } from '../model/types';

/** The TypeError fetch rejects with when nothing answers, anywhere in the cause chain. */
export function isNetworkFailure(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    if (current instanceof TypeError) return true;
    current = current.cause;
  }
  return false;
}

function isAbort(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  if (err.name === 'AbortError') return true;
  return err instanceof SdkError && (err.code === SdkErrorCode.RequestTimeout || err.code === SdkErrorCode.ConnectionClosed);
}

/** What a request's rejection says about the server (see `decideRecovery`). */
export function factsFromError(err: unknown, era: Era | undefined, carriedSessionId: boolean): FailureFacts {
  const http = err instanceof SdkHttpError ? err : undefined;
  const text = http?.data['text'];
  return {
    era,
    carriedSessionId,
    httpStatus: http?.status,
    body: typeof text === 'string' ? text : undefined,
    network: http === undefined && !isAbort(err) && isNetworkFailure(err),
    aborted: isAbort(err),
  };
}

export type TransportFailure = Omit<FailureFacts, 'era'>;

function carriesSession(init: RequestInit | undefined): boolean {
  return new Headers(init?.headers).has('mcp-session-id');
}

/**
 * The transport's fetch, watched for answers that mean "the server forgot this session"
 * (404 or 400 to a request with `Mcp-Session-Id`), whoever sent it — the SDK's own GET-stream
 * reopen included, which is how a restart is noticed before the user clicks anything. A 400
 * body is read from a clone before the SDK sees the response, so the report comes first.
 */
export function watchSessionLoss(base: typeof fetch, report: (failure: TransportFailure) => void): typeof fetch {
  return async (input, init) => {
    const response = await base(input, init);
    if ((response.status === 404 || response.status === 400) && carriesSession(init)) {
      const body = response.status === 400 ? await response.clone().text().catch(() => undefined) : undefined;
      report({ carriedSessionId: true, httpStatus: response.status, body, network: false, aborted: false });
    }
    return response;
  };
}
