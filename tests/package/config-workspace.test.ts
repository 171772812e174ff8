import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../e2e/chromium';
import { startManyResourcesServer } from '../../e2e/fixtures/many-resources-server';
import type { FixtureServer } from '../../e2e/fixtures/serve-node';
import { REPO_ROOT } from './installed';
import { serveInstalled, type InstalledServe } from './serve-installed';

/**
 * Issue 41, item 2, from the installed package in Chromium: `mcp-console --config <file>` with two
 * stdio servers and one URL server lists all three; the second stdio server's process starts only
 * when it is connected; `--connect-all` connects all three at start.
 */

// The stdio fixture runs from the checkout; tsx by absolute URL, as the install folder has none.
const FIXTURE = join(REPO_ROOT, 'e2e', 'fixtures', 'stdio-server.ts');
const TSX = import.meta.resolve('tsx');
const NAMES = ['alpha', 'beta', 'remote'] as const;

let browser: Browser;
let remote: FixtureServer;
let config: string;
const served: InstalledServe[] = [];

/** `mcp-console --port 0 --config <file> …` (serve is the default command), and what it echoes on stderr so far. */
async function serve(...flags: string[]): Promise<{ url: string; stderr: () => string }> {
  const run = await serveInstalled(['--port', '0', '--config', config, ...flags], REPO_ROOT);
  served.push(run);
  let stderr = '';
  run.child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  return { url: run.url, stderr: () => stderr };
}

/** Each stdio fixture takes seconds to start under tsx on a loaded machine: waits get a budget beyond Playwright's 30 s. */
async function newPage(): Promise<Page> {
  const page = await browser.newPage();
  page.setDefaultTimeout(60_000);
  return page;
}

/** A stdio fixture's line at start, as serve echoes it with the entry's name in front. */
const ready = (name: string): string => `[${name}] stdio fixture ready`;

const savedServer = (page: Page, name: string): Locator => page.getByRole('list', { name: 'Saved servers' }).getByRole('button', { name: new RegExp(`^Use ${name} `) });

/** The status line of a server in the sidebar's `Connected servers`, once it says connected. */
const connected = (page: Page, name: string): Locator =>
  page
    .getByRole('list', { name: 'Connected servers' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: new RegExp(`^Show ${name}\\b`) }) })
    .getByRole('status')
    .filter({ hasText: /^Connected · / });

beforeAll(async () => {
  remote = await startManyResourcesServer(0, 100, 20);
  const dir = mkdtempSync(join(tmpdir(), 'mcp-console-config-workspace-'));
  config = join(dir, '.mcp.json');
  const stdio = { command: process.execPath, args: ['--import', TSX, FIXTURE] };
  writeFileSync(config, JSON.stringify({ mcpServers: { alpha: stdio, beta: stdio, remote: { url: remote.url } } }, null, 2));
  browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs] });
});

afterAll(async () => {
  await browser.close();
  for (const run of served) {
    run.child.kill('SIGINT');
    expect((await run.exited).code).toBe(0);
  }
  await remote.close();
});

describe('mcp-console --config <file> with two stdio servers and a URL server (installed, Chromium)', () => {
  it('lists all three, connects the first stdio one, and starts the second one’s process only when it is connected', { timeout: 120_000 }, async () => {
    const { url, stderr } = await serve();
    const page = await newPage();
    await page.goto(url);
    for (const name of NAMES) await savedServer(page, name).waitFor();
    await page.getByRole('main').getByRole('status').filter({ hasText: /^Connected · / }).waitFor();
    await vi.waitFor(() => expect(stderr()).toContain(ready('alpha')), { timeout: 30_000 });
    // alpha is connected and nothing asked for beta: its process has not started.
    expect(stderr()).not.toContain(ready('beta'));

    await savedServer(page, 'beta').click();
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    await connected(page, 'beta').waitFor();
    expect(await connected(page, 'beta').textContent()).toContain('via stdio bridge');
    await connected(page, 'alpha').waitFor();
    await vi.waitFor(() => expect(stderr()).toContain(ready('beta')), { timeout: 30_000 });
    await page.close();
  });

  it('--connect-all connects all three at start, the first of the file active', { timeout: 120_000 }, async () => {
    const { url, stderr } = await serve('--connect-all');
    const page = await newPage();
    await page.goto(url);
    for (const name of NAMES) await connected(page, name).waitFor();
    const active = page.getByRole('list', { name: 'Connected servers' }).getByRole('button', { name: /^Show alpha\b/ });
    expect(await active.getAttribute('aria-current')).toBe('true');
    await vi.waitFor(() => expect(stderr()).toContain(ready('beta')), { timeout: 30_000 });
    await page.close();
  });
});
