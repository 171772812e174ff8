import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHungServer } from '../../e2e/fixtures/hung-server';
import type { FixtureServer } from '../../e2e/fixtures/serve-node';
import { installedPackage, type InstalledPackage } from './installed';
import { finished, userEnv } from './run-cli';
import { DEFAULT_TIMEOUT_MS } from '../../bin/commands/default-timeout';

/** `--timeout 3000` on a hung endpoint: exit 2 within the timeout plus the CLI's start-up. */
const LIMIT_MS = 5_000;
/** What the installed CLI's start-up may add on a loaded machine; the default plus it stays under the old 30 s. */
const START_UP_MS = 10_000;

/**
 * The installed bin run by Node itself: npx's own start-up (about half a second, more on a busy
 * machine) is not the CLI's, and would eat the margin this test measures.
 */
function installedCli(pkg: InstalledPackage, args: string[]) {
  return finished(spawn(process.execPath, [join(pkg.packageDir, 'cli', 'mcp-console.js'), ...args], { cwd: pkg.installDir, env: userEnv(), stdio: ['ignore', 'pipe', 'pipe'] }));
}

describe('--timeout bounds connecting, from the installed package (issue 33)', () => {
  let pkg: InstalledPackage;
  let dead: FixtureServer;
  let url: string;
  beforeAll(async () => {
    pkg = installedPackage();
    dead = await startHungServer();
    url = dead.url;
  });
  afterAll(async () => {
    await dead.close();
  });

  it.each([['check'], ['snapshot']])('%s <hung url> --timeout 3000 exits 2 in under 5 s', async (command) => {
    const started = performance.now();
    const run = await installedCli(pkg, [command, url, '--timeout', '3000']);
    const ms = performance.now() - started;
    expect(run.code, run.stderr).toBe(2);
    expect(run.stderr).toMatch(/(timed out after|no answer within) 3000 ?ms/i);
    expect(ms).toBeLessThan(LIMIT_MS);
  });

  it('check <hung url> without --timeout exits 2 after the default its --help prints, well before the 30 s it used to wait', async () => {
    const help = await installedCli(pkg, ['check', '--help']);
    expect(help.stdout).toContain(`(default ${DEFAULT_TIMEOUT_MS} / 2000)`);
    const started = performance.now();
    const run = await installedCli(pkg, ['check', url]);
    const ms = performance.now() - started;
    expect(run.code, run.stderr).toBe(2);
    expect(run.stderr).toMatch(new RegExp(`(timed out after|no answer within) ${DEFAULT_TIMEOUT_MS} ?ms`, 'i'));
    expect(ms).toBeGreaterThanOrEqual(DEFAULT_TIMEOUT_MS);
    expect(ms).toBeLessThan(DEFAULT_TIMEOUT_MS + START_UP_MS);
  }, 60_000);
});
