import { diagnoseBrowserBlock, readLocalNetworkPermission } from '../transport/browser-rules/browser-block';
import { diagnoseCors } from './cors';
import { probeCors } from './cors-probe';
import { answersWithRedirect, unfollowedRedirectMessage } from './redirect-probe';
import { ConsoleError, toConsoleError } from './errors';
import { diagnoseWireFault } from './fault-diagnosis';
import { httpStatusHint } from './http-hints';
import type { TrafficLog } from '../transport/tap/traffic-log';
import type { BrowserBlockDiagnosis, ConsoleErrorData, Era, HttpExchange } from '../model/types';

export interface FailureContext {
  url: string;
  traffic: TrafficLog;
  /** First exchange id of the failed operation, to find the exchange that carried the failure. */
  sinceExchangeId: number;
  /** Fetch for the CORS probe (the tapped one, so the probe shows in the log). */
  fetch: typeof fetch;
  headers: Record<string, string>;
  era: Era | undefined;
}

/**
 * Maps a failure to a `ConsoleError`, linking the exchange that carried it. A
 * fetch `TypeError` gets the CORS probe: it turns "Failed to fetch" into either
 * 'network' (unreachable) or 'cors' with the exact missing rule (spec §23).
 */
export async function explainFailure(err: unknown, ctx: FailureContext): Promise<ConsoleError> {
  await ctx.traffic.whenSettled(ctx.sinceExchangeId, 500);
  const exchange = culprit(ctx.traffic.getSnapshot().exchanges, ctx.sinceExchangeId);
  const operation = ctx.traffic.getSnapshot().exchanges.filter((e) => e.id >= ctx.sinceExchangeId);
  const challenged = authChallengeFailure(err, operation, exchange, ctx.url);
  if (challenged !== undefined) return challenged;
  const mapped = toConsoleError(err, exchange === undefined ? { url: ctx.url } : { url: ctx.url, exchange });
  const wire = diagnoseWireFault(mapped.data, operation);
  const error = wire === undefined ? mapped : new ConsoleError(wire, { cause: err });
  // In a browser the SDK treats a probe killed by CORS as "legacy" and retries with
  // initialize; when that fails too, the probe's TypeError is the real story.
  const probeBlocked = ctx.traffic
    .getSnapshot()
    .exchanges.some((e) => e.id >= ctx.sinceExchangeId && e.rpcMethod === 'server/discover' && e.state === 'failed' && e.error?.startsWith('TypeError') === true);
  if (error.data.kind !== 'cors' && !probeBlocked) return error;
  const blocked = await browserBlock(ctx.url);
  // Certain verdicts (mixed content, a denied permission) need no probe: it could not get through either.
  if (blocked?.certain === true) return blockedError(error, blocked);
  if (await answersWithRedirect(ctx.url, ctx.fetch)) {
    const { cors: _cors, ...rest } = error.data;
    return new ConsoleError({ ...rest, kind: 'cors', message: unfollowedRedirectMessage(ctx.url) }, { cause: error.cause });
  }
  const results = await probeCors(ctx.url, ctx.fetch, { headers: ctx.headers, ...(ctx.era === undefined ? {} : { era: ctx.era }) });
  const origin = currentOrigin();
  const diagnosis = diagnoseCors(results, {
    url: ctx.url,
    extraHeaders: Object.keys(ctx.headers),
    ...(origin === undefined ? {} : { origin }),
  });
  if (error.data.kind !== 'cors') {
    if (diagnosis.verdict === 'unreachable' || diagnosis.verdict === 'hidden') return error;
    const message = `${diagnosis.summary} The SDK then fell back to legacy initialize, which failed: ${error.data.message}`;
    return new ConsoleError({ ...error.data, kind: 'cors', message, cors: diagnosis }, { cause: error.cause });
  }
  if (diagnosis.verdict === 'unreachable' && blocked !== undefined) return blockedError(error, blocked);
  const data: ConsoleErrorData =
    diagnosis.verdict === 'unreachable'
      ? { ...error.data, kind: 'network', message: `Could not reach ${ctx.url}: ${results.reachError ?? error.data.message}` }
      : { ...error.data, kind: 'cors', message: diagnosis.summary, cors: diagnosis };
  return new ConsoleError(data, { cause: error.cause });
}

/** Mixed content or Local Network Access, judged from the page, the target and the browser's permission state. */
async function browserBlock(url: string): Promise<BrowserBlockDiagnosis | undefined> {
  const pageUrl = currentHref();
  if (pageUrl === undefined) return undefined;
  const permission = await readLocalNetworkPermission(url);
  return diagnoseBrowserBlock({ pageUrl, targetUrl: url, permission });
}

function blockedError(error: ConsoleError, blocked: BrowserBlockDiagnosis): ConsoleError {
  const { cors: _cors, ...rest } = error.data;
  return new ConsoleError({ ...rest, kind: 'blocked', message: blocked.summary, blocked }, { cause: error.cause });
}

function sameEndpoint(a: string, b: string): boolean {
  try {
    return new URL(a).href === new URL(b).href;
  } catch {
    return a === b;
  }
}

/**
 * The server answered 401 and the OAuth flow then failed at another URL (metadata, registration):
 * the 401 is what the user must see first; the flow's failure says why signing in cannot fix it
 * yet (spec §22). Without this the alert would name a guessed registration endpoint instead.
 */
function authChallengeFailure(err: unknown, operation: readonly HttpExchange[], culpritExchange: HttpExchange | undefined, url: string): ConsoleError | undefined {
  const challenge = operation.find((e) => e.response?.status === 401 && sameEndpoint(e.request.url, url));
  if (challenge === undefined || culpritExchange === undefined || sameEndpoint(culpritExchange.request.url, url)) return undefined;
  const statusText = challenge.response?.statusText === undefined || challenge.response.statusText === '' ? '' : ` ${challenge.response.statusText}`;
  const reason = signInFailureReason(operation, err instanceof Error ? err.message : String(err));
  const message = `HTTP 401${statusText} from ${url} — ${httpStatusHint(401, challenge) ?? ''}. Signing in could not start: ${reason}`;
  return new ConsoleError({ kind: 'http', httpStatus: 401, exchangeId: challenge.id, message }, { cause: err });
}

/** OAuth discovery documents (RFC 9728, RFC 8414, OpenID Connect Discovery). */
const METADATA_PATH = /\/\.well-known\/(oauth-protected-resource|oauth-authorization-server|openid-configuration)(\/|$)/;

/**
 * Why a sign-in could not start, in the words that lead to the cause. When the browser could not
 * read a metadata document at all (CORS, or no answer), the SDK goes on with endpoints it guesses
 * on the server itself, and the guess is what fails last: the unread document comes first, and
 * the Authorization section names why it went unread.
 */
export function signInFailureReason(operation: readonly HttpExchange[], sdkReason: string): string {
  const unread = operation.find((e) => e.state === 'failed' && e.response === undefined && URL.canParse(e.request.url) && METADATA_PATH.test(new URL(e.request.url).pathname));
  if (unread === undefined) return sdkReason;
  return `the browser could not read ${unread.request.url} (the Authorization section below says why), so the SDK went on with endpoints it guessed on the server, and that failed: ${sdkReason}`;
}

/** The newest failed or non-2xx exchange of the operation: what the error panel links to. */
function culprit(exchanges: readonly HttpExchange[], sinceId: number): HttpExchange | undefined {
  for (let i = exchanges.length - 1; i >= 0; i -= 1) {
    const ex = exchanges[i];
    if (ex === undefined || ex.id < sinceId) break;
    if (ex.state === 'failed' || (ex.response !== undefined && ex.response.status >= 400)) return ex;
  }
  return undefined;
}

/** The page URL in a browser; undefined in Node. */
function currentHref(): string | undefined {
  const location: unknown = Reflect.get(globalThis, 'location');
  if (typeof location !== 'object' || location === null || !('href' in location)) return undefined;
  return typeof location.href === 'string' ? location.href : undefined;
}

/** The page origin in a browser; undefined in Node. */
function currentOrigin(): string | undefined {
  const location: unknown = Reflect.get(globalThis, 'location');
  if (typeof location !== 'object' || location === null || !('origin' in location)) return undefined;
  return typeof location.origin === 'string' && location.origin !== 'null' ? location.origin : undefined;
}
