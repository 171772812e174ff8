import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import { startManyResourcesServer } from '../e2e/fixtures/many-resources-server';
import type { FixtureServer } from '../e2e/fixtures/serve-node';
import { servePreview } from './browser';
import { median, type BenchResult } from './stats';
import { heapAfterGc } from './storm-page';

const PORT = 4492;
const ROUNDS = 3;
const RESOURCES = 1_000;
/**
 * Every server lists the same 1,000 resources; the page sizes differ only so that each server's
 * pagination status ("4 pages · 1000 resources loaded · complete") tells which one the panel shows.
 */
const PAGE_SIZES = [1000, 500, 250, 200, 125] as const;

interface Round {
  heapMiB: number;
  siteKiB: number;
  files: number;
}

const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const counted = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** `server`'s entry in the sidebar's `Connected servers` (listed once two are connected). */
const entryOf = (page: Page, server: FixtureServer): Locator =>
  page.getByRole('list', { name: 'Connected servers' }).getByRole('listitem').filter({ has: page.getByRole('button', { name: new RegExp(`^Show (.* )?${escaped(server.url)}$`) }) });

/** Resolves once every server says it is connected: its own entry, or the connection card for one alone. */
async function allConnected(page: Page, servers: readonly FixtureServer[]): Promise<void> {
  const statuses = servers.length > 1 ? servers.map((s) => entryOf(page, s).getByRole('status')) : [page.getByRole('main').getByRole('status')];
  for (const status of statuses) await status.filter({ hasText: 'Connected · ' }).first().waitFor({ timeout: 60_000 });
}

/** Shows `server` in the panels (when several are connected) and loads its whole listing in the Resources panel. */
async function loadListing(page: Page, server: FixtureServer, pageSize: number, several: boolean): Promise<void> {
  if (several) await entryOf(page, server).getByRole('button', { name: /^Show / }).click();
  const pagination = page.getByRole('group', { name: 'Pagination' }).getByRole('status');
  const pages = RESOURCES / pageSize;
  await pagination.filter({ hasText: `1 page · ${pageSize} resources loaded` }).waitFor({ timeout: 60_000 });
  if (pages > 1) await page.getByRole('button', { name: 'Load all', exact: true }).click();
  await pagination.filter({ hasText: `${counted(pages, 'page')} · ${RESOURCES} resources loaded · complete` }).waitFor({ timeout: 60_000 });
}

/** The gzip size of every file of the build the page requested: what a static host serving gzip sends. */
async function siteBytes(page: Page, distDir: string): Promise<{ kib: number; files: number }> {
  const origin = new URL(page.url()).origin;
  const paths = await page.evaluate(
    (own) => [...new Set(performance.getEntriesByType('resource').filter((e) => new URL(e.name).origin === own).map((e) => new URL(e.name).pathname))],
    origin,
  );
  let bytes = gzipSync(readFileSync(join(distDir, 'index.html')), { level: 9 }).length;
  for (const path of paths) {
    try {
      bytes += gzipSync(readFileSync(join(distDir, path)), { level: 9 }).length;
    } catch {
      // Not a file of the build (none expected).
    }
  }
  return { kib: Math.round((bytes / 1024) * 10) / 10, files: paths.length + 1 };
}

async function oneRound(browser: Browser, appUrl: string, servers: readonly FixtureServer[], distDir: string): Promise<Round> {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    const query = servers.map((s) => `server=${encodeURIComponent(s.url)}`).join('&');
    await page.goto(`${appUrl}?${query}&panel=resources`);
    // First-load bytes: what was fetched by the time every server says connected, before the idle-time chunks.
    await allConnected(page, servers);
    const site = await siteBytes(page, distDir);
    for (const [at, server] of servers.entries()) await loadListing(page, server, PAGE_SIZES[at] ?? RESOURCES, servers.length > 1);
    return { heapMiB: await heapAfterGc(page), siteKiB: site.kib, files: site.files };
  } finally {
    await context.close();
  }
}

/**
 * The workspace's cost (issue 41, item 7): the JS heap after GC and the site's first-load bytes
 * with 1 and with 5 servers connected from one deep link, each with its 1,000 resources listed.
 */
export async function benchWorkspace(): Promise<BenchResult[]> {
  const distDir = process.env.BENCH_DIST ?? 'dist';
  const servers = await Promise.all(PAGE_SIZES.map((size) => startManyResourcesServer(0, size, RESOURCES)));
  const preview = await servePreview(PORT, distDir);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const results: BenchResult[] = [];
    for (const count of [1, 5]) {
      const rounds: Round[] = [];
      for (let i = 0; i < ROUNDS; i++) rounds.push(await oneRound(browser, preview.url, servers.slice(0, count), distDir));
      const label = counted(count, 'server');
      results.push(
        { name: `workspace: JS heap after GC, ${label} connected, ${RESOURCES} resources listed by each (median of ${ROUNDS})`, value: median(rounds.map((r) => r.heapMiB)), unit: 'MiB' },
        { name: `workspace: first-load bytes by "connected", ${label} (gzip, ${rounds[0]?.files ?? 0} files)`, value: median(rounds.map((r) => r.siteKiB)), unit: 'KiB' },
      );
    }
    return results;
  } finally {
    await browser.close();
    preview.stop();
    await Promise.all(servers.map((s) => s.close()));
  }
}
