import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { allowedHosts } from '../guard/guard';

export const OPEN_PREFIX = '/.mcp-console/open/';

const HEADERS = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer', 'Content-Type': 'text/plain; charset=utf-8' };

function end(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { ...HEADERS, ...headers }).end(`${text}\n`);
}

/**
 * `serve --open` hands the browser opener a URL that other local users may read in
 * /proc/<pid>/cmdline, so that URL holds no secret: it holds a token that works once and
 * redirects to the console URL, secret in its fragment (0031 "Opening the browser"). The route
 * is a top-level navigation, so it has no secret header; it still checks Host (DNS rebinding).
 */
export class OneTimeOpen {
  private token: Buffer | undefined;
  private readonly hosts: ReadonlySet<string>;

  /** `path`: where to send the browser, e.g. `/#mcp-console-secret=…` (the origin stays the one it asked). */
  constructor(
    address: { host: string; port: number },
    private readonly path: string,
  ) {
    this.hosts = allowedHosts(address.host, address.port);
  }

  /** A fresh one-time URL under `origin`; an earlier one stops working. */
  issue(origin: string): string {
    const token = randomBytes(32).toString('hex');
    this.token = Buffer.from(token, 'utf8');
    return `${origin}${OPEN_PREFIX}${token}`;
  }

  /** Answers a request under OPEN_PREFIX and returns true; false for any other path. */
  handle(req: IncomingMessage, res: ServerResponse): boolean {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (!pathname.startsWith(OPEN_PREFIX)) return false;
    const host = req.headers.host?.toLowerCase();
    if (host === undefined || !this.hosts.has(host)) end(res, 403, "This Host is not the console's");
    else if (req.method !== 'GET') end(res, 405, 'GET only', { Allow: 'GET' });
    else if (!this.take(pathname.slice(OPEN_PREFIX.length))) end(res, 410, 'This link has been used or has expired: open the URL mcp-console printed');
    else end(res, 303, 'Opening the console', { Location: this.path });
    return true;
  }

  /** Whether `given` is the live token; a match uses it up. */
  private take(given: string): boolean {
    const token = this.token;
    const bytes = Buffer.from(given, 'utf8');
    if (token === undefined || bytes.length !== token.length || !timingSafeEqual(bytes, token)) return false;
    this.token = undefined;
    return true;
  }
}
