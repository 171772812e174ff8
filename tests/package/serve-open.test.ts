import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { installedPackage } from './installed';
import { finished, firstLine, userEnv, type CliRun } from './run-cli';

/** A GET with a Host header of our choosing (fetch does not let a caller set Host). */
function getWithHost(url: string, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { host } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.once('error', reject);
    req.end();
  });
}

describe('serve --open (installed)', () => {
  let serve: ReturnType<typeof spawn>;
  let run: Promise<CliRun>;
  let printed: URL;
  let opened: string;

  beforeAll(async () => {
    // The opener serve runs (xdg-open on Linux) is this script: it writes down its command line.
    const dir = mkdtempSync(join(tmpdir(), 'mcp-console-open-'));
    const record = join(dir, 'opened.txt');
    writeFileSync(join(dir, 'xdg-open'), `#!/bin/sh\nprintf '%s\\n' "$@" > "${record}.tmp" && mv "${record}.tmp" "${record}"\n`);
    chmodSync(join(dir, 'xdg-open'), 0o755);
    const pkg = installedPackage();
    serve = spawn(join(pkg.installDir, 'node_modules', '.bin', 'mcp-console'), ['serve', '--port', '0', '--open'], {
      cwd: pkg.installDir,
      env: userEnv({ PATH: `${dir}${delimiter}${process.env.PATH ?? ''}` }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    run = finished(serve);
    printed = new URL(await firstLine(serve));
    await vi.waitFor(() => expect(existsSync(record)).toBe(true), { timeout: 10_000, interval: 50 });
    opened = readFileSync(record, 'utf8').trim();
  });
  afterAll(async () => {
    serve.kill('SIGTERM');
    await run;
  });

  it('gives the opener a one-time URL on the console origin that holds no secret', () => {
    const secret = printed.hash.replace('#mcp-console-secret=', '');
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(opened).toMatch(new RegExp(`^${printed.origin}/\\.mcp-console/open/[0-9a-f]{64}$`));
    expect(opened).not.toContain(secret);
  });

  it('refuses a foreign Host without using the link up', async () => {
    expect(await getWithHost(opened, `evil.example:${printed.port}`)).toBe(403);
  });

  it('redirects once to the console URL with the secret in its fragment, uncached and without a referrer; then the link is gone', async () => {
    const first = await fetch(opened, { redirect: 'manual' });
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe(`/${printed.hash}`);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.headers.get('referrer-policy')).toBe('no-referrer');
    const second = await fetch(opened, { redirect: 'manual' });
    expect(second.status).toBe(410);
    expect(second.headers.get('location')).toBeNull();
  });
});
