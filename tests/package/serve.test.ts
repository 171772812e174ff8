import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installedPackage, type InstalledPackage } from './installed';
import { PACKAGE_PORTS } from './ports';
import { finished, firstLine, userEnv } from './run-cli';

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET without any client-side decoding, so Content-Encoding and the bytes can be checked as sent. */
function get(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/** `mcp-console serve …` from the install folder's .bin, as a shell runs it once npx has resolved it. */
function serve(pkg: InstalledPackage, args: string[], env: Record<string, string> = {}, command: string[] = ['serve']): ChildProcess {
  return spawn(join(pkg.installDir, 'node_modules', '.bin', 'mcp-console'), [...command, ...args], { cwd: pkg.installDir, env: userEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
}

/** A stand-in `xdg-open` first on PATH, which records the URL it was asked to open. */
function fakeOpener(): { path: string; opened: string } {
  const dir = mkdtempSync(join(tmpdir(), 'mcp-console-opener-'));
  const opened = join(dir, 'opened.txt');
  writeFileSync(join(dir, 'xdg-open'), `#!/bin/sh\nprintf '%s' "$1" > '${opened}'\n`);
  chmodSync(join(dir, 'xdg-open'), 0o755);
  return { path: `${dir}:${process.env.PATH ?? ''}`, opened };
}

describe('mcp-console serve (installed)', () => {
  let pkg: InstalledPackage;
  let server: ChildProcess;
  let url: string;
  let indexHtml: string;
  let asset: (prefix: string, ext: string) => string;
  beforeAll(async () => {
    pkg = installedPackage();
    server = serve(pkg, ['--port', String(PACKAGE_PORTS.serve)]);
    url = await firstLine(server);
    indexHtml = readFileSync(join(pkg.packageDir, 'dist', 'index.html'), 'utf8');
    const assets = readdirSync(join(pkg.packageDir, 'dist', 'assets'));
    asset = (prefix, ext) => {
      const name = assets.find((f) => f.startsWith(`${prefix}-`) && f.endsWith(ext));
      if (name === undefined) throw new Error(`no ${prefix}-*${ext} in the package`);
      return `assets/${name}`;
    };
  });
  afterAll(() => {
    if (server.exitCode === null) server.kill('SIGKILL');
  });

  it('prints its loopback URL as the only line on stdout', () => {
    expect(url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${PACKAGE_PORTS.serve}/#mcp-console-secret=[0-9a-f]{64}$`));
  });

  it('serves index.html with the CSP of its meta tag as a header, framed by its own origin only, revalidated, nosniff', async () => {
    const res = await get(url);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const meta = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(indexHtml)?.[1];
    expect(meta).toContain("script-src 'self'");
    // frame-ancestors is ignored in a meta tag: the header adds it (issue 39).
    expect(res.headers['content-security-policy']).toBe(`${meta ?? ''}; frame-ancestors 'self'`);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body.toString('utf8')).toBe(indexHtml);
  });

  it('caches hashed assets for a year as immutable, and revalidates unhashed files', async () => {
    const hashed = await get(new URL(asset('index', '.js'), url).href);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers['content-type']).toMatch(/^text\/javascript/);
    const plain = await get(new URL('zod-jitless.js', url).href);
    expect(plain.status).toBe(200);
    expect(plain.headers['cache-control']).toBe('no-cache');
    const css = await get(new URL(asset('index', '.css'), url).href);
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    const icon = await get(new URL('favicon.svg', url).href);
    expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('compresses with brotli or gzip as the client accepts, byte-identical once decoded', async () => {
    const path = new URL(asset('index', '.js'), url).href;
    const original = readFileSync(join(pkg.packageDir, 'dist', asset('index', '.js')));
    const br = await get(path, { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.body).equals(original)).toBe(true);
    const gz = await get(path, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(original)).toBe(true);
    const identity = await get(path, { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.equals(original)).toBe(true);
  });

  it('answers a deep link path with the app (assets resolved from the root) and a missing file with 404', async () => {
    const deep = await get(new URL('some/deep/link?panel=traffic', url).href);
    expect(deep.status).toBe(200);
    expect(deep.headers['content-type']).toMatch(/^text\/html/);
    expect(deep.headers['content-security-policy']).toBeDefined();
    expect(deep.body.toString('utf8')).toContain('<base href="/" />');
    const missing = await get(new URL('assets/missing-00000000.js', url).href);
    expect(missing.status).toBe(404);
  });

  it('refuses a port that is in use with a clear message, exit 2', async () => {
    const second = await finished(serve(pkg, ['--port', String(PACKAGE_PORTS.serve)]));
    expect(second.code).toBe(2);
    expect(second.stdout).toBe('');
    expect(second.stderr).toContain(`Port ${PACKAGE_PORTS.serve} on 127.0.0.1 is already in use`);
  });

  it('warns on stderr when bound beyond loopback, and exits 0 on SIGTERM', async () => {
    const wide = serve(pkg, ['--host', '0.0.0.0', '--port', '0']);
    const run = finished(wide);
    const line = await firstLine(wide);
    expect(line).toMatch(/^http:\/\/0\.0\.0\.0:\d+\/#mcp-console-secret=[0-9a-f]{64}$/);
    wide.kill('SIGTERM');
    const result = await run;
    expect(result, result.stderr).toMatchObject({ code: 0, signal: null });
    expect(result.stderr).toContain('warning: 0.0.0.0 is not a loopback address');
  });

  it('is the default command: options alone serve, and --open hands the OS opener a one-time URL without the secret', async () => {
    const opener = fakeOpener();
    const child = serve(pkg, ['--port', String(PACKAGE_PORTS.defaultCommand), '--open'], { PATH: opener.path }, []);
    const run = finished(child);
    const line = await firstLine(child);
    expect(line).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${PACKAGE_PORTS.defaultCommand}/#mcp-console-secret=[0-9a-f]{64}$`));
    const origin = new URL(line).origin;
    await expect.poll(() => (existsSync(opener.opened) ? readFileSync(opener.opened, 'utf8') : '')).toMatch(new RegExp(`^${origin}/\\.mcp-console/open/[0-9a-f]{64}$`));
    const opened = readFileSync(opener.opened, 'utf8');
    expect(opened).not.toContain(new URL(line).hash.slice('#mcp-console-secret='.length));
    const first = await fetch(opened, { redirect: 'manual' });
    expect([first.status, first.headers.get('location'), first.headers.get('cache-control'), first.headers.get('referrer-policy')]).toEqual([303, `/${new URL(line).hash}`, 'no-store', 'no-referrer']);
    expect((await fetch(opened, { redirect: 'manual' })).status).toBe(410);
    child.kill('SIGTERM');
    expect((await run).code).toBe(0);
  });

  it('exits 0 on Ctrl-C (SIGINT)', async () => {
    const run = finished(server);
    server.kill('SIGINT');
    expect((await run).code).toBe(0);
  });
});
