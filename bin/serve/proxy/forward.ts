import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { sendJson } from '../guard/http';
import { pageResponseHeaders, upstreamRequestHeaders, VIA_HEADER, VIA_VALUE } from './headers';
import { proxyTarget } from './target';

/**
 * Forwards one request that passed the guard to its upstream and pipes the answer back as it
 * comes: no body is buffered either way, so an SSE stream reaches the page event by event, and
 * closing either side closes the other (a page that stops a listen stream ends it upstream).
 */
export function forwardProxy(req: IncomingMessage, res: ServerResponse, ownHosts: ReadonlySet<string>): void {
  const target = proxyTarget(req.url ?? '/', ownHosts);
  if (!target.ok) {
    sendJson(res, target.status, { error: target.reason }, { [VIA_HEADER]: VIA_VALUE });
    return;
  }
  const url = target.url;
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const upstream = send(url, { method: req.method ?? 'GET', headers: upstreamRequestHeaders(req.headers, url) });
  upstream.on('response', (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.statusMessage ?? '', pageResponseHeaders(answer.headers, url));
    // Headers out now: an SSE stream that has sent nothing yet is still open for the page.
    res.flushHeaders();
    answer.pipe(res);
    answer.on('error', () => res.destroy());
  });
  upstream.on('error', (error) => {
    if (res.headersSent) res.destroy();
    else sendJson(res, 502, { error: `The proxy could not reach ${url.origin}: ${error.message}` }, { [VIA_HEADER]: VIA_VALUE });
  });
  // The page went away (a closed stream, an aborted call): stop the upstream exchange too.
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  req.pipe(upstream);
}
