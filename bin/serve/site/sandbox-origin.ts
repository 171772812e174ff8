import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** The sandbox proxy and its two files (public/sandbox-proxy.*); nothing else is served there. */
const FILES: Readonly<Record<string, string>> = {
  '/sandbox-proxy.html': 'text/html; charset=utf-8',
  '/sandbox-proxy.js': 'text/javascript; charset=utf-8',
  '/sandbox-proxy.css': 'text/css; charset=utf-8',
};

/**
 * The MCP App sandbox origin (docs/apps.md): a second port that serves only the proxy, which only
 * the console may frame. `consoleOrigin` is read per request because the console's port is known
 * only once it listens, after this server.
 */
export function sandboxHandler(siteDir: string, consoleOrigin: () => string | undefined): Handler {
  const bodies = new Map(
    Object.keys(FILES).map((path) => {
      const file = join(siteDir, path.slice(1));
      if (!existsSync(file)) throw new Error(`The console's build is missing: ${file} does not exist (run \`npm run build\`).`);
      return [path, readFileSync(file)];
    }),
  );
  return (req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    const body = bodies.get(pathname);
    const type = FILES[pathname];
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (body === undefined || type === undefined || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Not found\n');
      return;
    }
    const headers: Record<string, string | number> = { 'Content-Type': type, 'Content-Length': body.length, 'Cache-Control': 'no-cache' };
    const origin = consoleOrigin();
    if (pathname.endsWith('.html')) headers['Content-Security-Policy'] = `frame-ancestors ${origin ?? "'none'"}`;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}

/**
 * The console page pointed at a sandbox origin: its CSP (tag, and so the header) may frame it,
 * and a meta names it for `components/app-view/sandbox-origin.ts`.
 */
export function withSandboxOrigin(html: string, origin: string): string {
  return html
    .replace(/frame-src /, `frame-src ${origin} `)
    .replace(/<head>/i, `<head>\n    <meta name="mcp-console-sandbox" content="${origin}" />`);
}
