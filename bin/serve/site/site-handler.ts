import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import compression from 'compression';
import sirv from 'sirv';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** Vite's content-hashed file names under assets/ (`index-VBXjC6ld.js`): safe to cache forever. */
const HASHED_ASSET = /^\/assets\/.+-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The policy of index.html's CSP meta tag, so the header and the tag can never disagree. */
export function cspOf(html: string): string | undefined {
  const tag = /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]*)"/i.exec(html);
  return tag?.[1]?.replace(/\s+/g, ' ').trim();
}

/**
 * The served console holds the run's secret and drives its bridge and proxy, so no other site
 * may frame it (clickjacking; 0031 "The proxy", framing). A meta tag cannot say this (browsers
 * ignore frame-ancestors there), so it goes in the header only. The embed feature frames the
 * console from other origins on a static host, never the console `serve` runs.
 */
const FRAME_ANCESTORS = "frame-ancestors 'self'";

export function documentCsp(csp: string | undefined): string {
  const rest = (csp ?? '')
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive !== '' && !/^frame-ancestors(\s|$)/i.test(directive));
  return [...rest, FRAME_ANCESTORS].join('; ');
}

/**
 * The page for any other path without a file extension (SPA fallback). The site uses relative
 * asset URLs (it must work from any sub-path), so from `/a/b` they would resolve under `/a/`:
 * a `<base href="/">` makes them resolve from the root, where the files are.
 */
function fallbackPage(indexHtml: string): string {
  return indexHtml.replace(/<head>/i, '<head>\n    <base href="/" />');
}

function documentHeaders(res: ServerResponse, csp: string): void {
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('Content-Security-Policy', csp);
  // For browsers without CSP level 2.
  res.setHeader('X-Frame-Options', 'SAMEORIGIN');
}

/** Whether a path names a file (its last segment has an extension) rather than a view of the app. */
const looksLikeFile = (pathname: string): boolean => /\.[^/]*$/.test(pathname);

/**
 * The console's static site: sirv serves the files with their MIME types, ETags and ranges;
 * compression gzips or brotli-encodes text responses on the fly (precompressed copies would
 * double the package; see docs/decisions/0005-package.md). Hashed assets are immutable, every
 * other file is revalidated, the HTML document carries the CSP as a header and may be framed by
 * its own origin only, and every
 * response says `nosniff`.
 */
export function siteHandler(siteDir: string, rewriteHtml?: (html: string) => string): Handler {
  const indexFile = join(siteDir, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`The console's build is missing: ${indexFile} does not exist (run \`npm run build\`).`);
  const fileHtml = readFileSync(indexFile, 'utf8');
  const indexHtml = rewriteHtml === undefined ? fileHtml : rewriteHtml(fileHtml);
  // A rewritten page (the sandbox origin named in it) is served from memory, not from the file.
  const page = rewriteHtml === undefined ? undefined : Buffer.from(indexHtml);
  const csp = documentCsp(cspOf(indexHtml));
  const fallback = Buffer.from(fallbackPage(indexHtml));
  const files = sirv(siteDir, {
    etag: true,
    dotfiles: false,
    setHeaders: (res, pathname) => {
      if (HASHED_ASSET.test(pathname)) res.setHeader('Cache-Control', IMMUTABLE);
      else if (pathname === '/' || pathname.endsWith('/index.html')) documentHeaders(res, csp);
      else res.setHeader('Cache-Control', 'no-cache');
    },
  });
  const compress = compression();
  const servePage = (req: IncomingMessage, res: ServerResponse, body: Buffer): void => {
    documentHeaders(res, csp);
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
  const notFound = (req: IncomingMessage, res: ServerResponse): void => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if ((req.method === 'GET' || req.method === 'HEAD') && !looksLikeFile(pathname)) {
      servePage(req, res, fallback);
      return;
    }
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
    res.end('Not found\n');
  };
  return (req, res) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    compress(req, res, () => {
      if (page !== undefined && (req.method === 'GET' || req.method === 'HEAD') && (pathname === '/' || pathname === '/index.html')) servePage(req, res, page);
      else files(req, res, () => notFound(req, res));
    });
  };
}
