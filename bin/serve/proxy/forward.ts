import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { sendJson } from '../guard/http';
import { pageResponseHeaders, upstreamRequestHeaders, VIA_HEADER, VIA_VALUE } from './headers';
import { injectedHeaders, type HeaderInjection } from './inject';
import { pinnedLookup, resolveTarget, type OwnAddresses } from './own-address';
import { checkedNextHop } from './redirect';
import { proxyTarget } from './target';

/** What the proxy knows of the console it serves. */
export interface ProxyContext {
  /** the guard's `host:port` names of the listener */
  ownHosts: ReadonlySet<string>;
  /** the addresses that reach the listener */
  own: OwnAddresses;
  injections: readonly HeaderInjection[];
  /** one line on the terminal (stderr) */
  log: (line: string) => void;
}

function refuse(res: ServerResponse, status: number, reason: string): void {
  sendJson(res, status, { error: reason }, { [VIA_HEADER]: VIA_VALUE });
}

/** Ends one request after an unexpected exception: a 502 if nothing was sent yet, else a cut connection. */
export function failRequest(res: ServerResponse, error: unknown, log: (line: string) => void): void {
  log(`mcp-console: a request to ${res.req.url ?? '?'} failed: ${error instanceof Error ? error.message : String(error)}`);
  if (res.headersSent || res.destroyed) {
    res.destroy();
    return;
  }
  try {
    refuse(res, 502, 'The console could not complete this request');
  } catch {
    res.destroy();
  }
}

/**
 * Forwards one request that passed the guard to its upstream and pipes the answer back as it
 * comes: no body is buffered either way, so an SSE stream reaches the page event by event, and
 * closing either side closes the other (a page that stops a listen stream ends it upstream).
 */
export async function forwardProxy(req: IncomingMessage, res: ServerResponse, context: ProxyContext): Promise<void> {
  const target = proxyTarget(req.url ?? '/', context.ownHosts);
  if (!target.ok) {
    refuse(res, target.status, target.reason);
    return;
  }
  const { url, crossOrigin } = target;
  const resolved = await resolveTarget(url, context.own);
  if (!resolved.ok) {
    refuse(res, resolved.own ? 400 : 502, resolved.reason);
    return;
  }
  if (res.destroyed) return;
  const headers = { ...upstreamRequestHeaders(req.headers, url, crossOrigin), ...injectedHeaders(url, crossOrigin, context.injections) };
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const upstream = send(url, { method: req.method ?? 'GET', headers, lookup: pinnedLookup(resolved.addresses) });
  upstream.on('response', (answer) => {
    answerPage(res, answer, url, crossOrigin, context).catch((error: unknown) => {
      answer.destroy();
      failRequest(res, error, context.log);
    });
  });
  upstream.on('error', (error) => {
    if (res.headersSent) res.destroy();
    else refuse(res, 502, `The proxy could not reach ${url.origin}: ${error.message}`);
  });
  // The page went away (a closed stream, an aborted call): stop the upstream exchange too.
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  req.pipe(upstream);
}

/** RFC 9112 §4: reason-phrase = *( HTAB / SP / VCHAR / obs-text ). */
const REASON_PHRASE = /^[\t\x20-\x7e\x80-\xff]*$/;

/** What is wrong with an upstream status line, or undefined: a code outside 100–599, or a reason phrase with control characters. */
function statusLineProblem(answer: IncomingMessage): string | undefined {
  const status = answer.statusCode ?? 0;
  if (!Number.isInteger(status) || status < 100 || status > 599) return `status ${String(status)}, outside 100–599`;
  const reason = answer.statusMessage ?? '';
  if (!REASON_PHRASE.test(reason)) return `a malformed status line (status ${String(status)}, reason ${JSON.stringify(reason)})`;
  return undefined;
}

/**
 * The server's answer to the page: a status in 100–599 with the standard reason phrase (the
 * server's own is never written: it may hold bytes a status line cannot), the allowed headers,
 * and a `Location` only when it may be followed.
 */
async function answerPage(res: ServerResponse, answer: IncomingMessage, url: URL, crossOrigin: boolean, context: ProxyContext): Promise<void> {
  const problem = statusLineProblem(answer);
  if (problem !== undefined) {
    answer.destroy();
    refuse(res, 502, `The server at ${url.origin} answered with ${problem}`);
    return;
  }
  const status = answer.statusCode ?? 0;
  const headers = pageResponseHeaders(answer.headers);
  const location = answer.headers.location;
  if (location !== undefined) {
    const hop = await checkedNextHop(location, url, crossOrigin, context.ownHosts, context.own);
    if (!hop.ok) {
      answer.destroy();
      refuse(res, 502, hop.reason);
      return;
    }
    headers.location = hop.location;
  }
  if (res.destroyed) {
    answer.destroy();
    return;
  }
  res.writeHead(status, headers);
  // Headers out now: an SSE stream that has sent nothing yet is still open for the page.
  res.flushHeaders();
  answer.pipe(res);
  answer.on('error', () => res.destroy());
}
