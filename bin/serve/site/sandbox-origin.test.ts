import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxHandler, withSandboxOrigin } from './sandbox-origin';

const PAGE = `<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="default-src 'self'; frame-src 'self' blob:" /></head></html>`;

describe('withSandboxOrigin', () => {
  it('lets the page frame the sandbox origin and names it in a meta', () => {
    const html = withSandboxOrigin(PAGE, 'http://127.0.0.1:6281');
    expect(html).toContain("frame-src http://127.0.0.1:6281 'self' blob:");
    expect(html).toContain('<meta name="mcp-console-sandbox" content="http://127.0.0.1:6281" />');
  });
});

describe('sandboxHandler', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-'));
    for (const ext of ['html', 'js', 'css']) writeFileSync(join(dir, `sandbox-proxy.${ext}`), `proxy ${ext}`);
    writeFileSync(join(dir, 'index.html'), PAGE);
    server = createServer(sandboxHandler(dir, () => 'http://127.0.0.1:6280'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('no TCP address');
    base = `http://127.0.0.1:${address.port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('serves the proxy, framable only by the console', async () => {
    const res = await fetch(`${base}/sandbox-proxy.html`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe('frame-ancestors http://127.0.0.1:6280');
    expect(await res.text()).toBe('proxy html');
    expect((await fetch(`${base}/sandbox-proxy.js`)).headers.get('content-type')).toMatch(/^text\/javascript/);
  });

  it('serves nothing else of the site', async () => {
    expect((await fetch(`${base}/index.html`)).status).toBe(404);
    expect((await fetch(`${base}/`)).status).toBe(404);
  });
});
