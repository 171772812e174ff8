import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { scriptsByConnected } from '../e2e/first-load';
import { startShortTtlServer } from '../e2e/fixtures/short-ttl-server';
import { servePreview } from './browser';
import type { BenchResult } from './stats';

const PORT = 4494;
const SERVER_PORT = 4493;

/**
 * The JavaScript a first visit has fetched by the time the status says "connected", counted as
 * the gzip size of each requested file of the build: what a static host serving gzip sends.
 */
async function jsByConnected(browser: Browser, url: string, distDir: string): Promise<{ kib: number; files: number; perFile: [string, number][] }> {
  const context = await browser.newContext();
  const scripts = await scriptsByConnected(await context.newPage(), url);
  await context.close();
  const perFile: [string, number][] = [];
  for (const path of scripts) {
    try {
      perFile.push([path, gzipSync(readFileSync(join(distDir, path)), { level: 9 }).length]);
    } catch {
      // A script from elsewhere (none expected): not part of the build.
    }
  }
  const bytes = perFile.reduce((sum, [, size]) => sum + size, 0);
  return { kib: Math.round((bytes / 1024) * 10) / 10, files: scripts.length, perFile: perFile.sort((a, b) => b[1] - a[1]) };
}

/** Each file's gzip size, largest first: what to look at when the total moves. */
function listing(label: string, perFile: readonly [string, number][]): string {
  return [label, ...perFile.map(([path, size]) => `${(size / 1024).toFixed(1).padStart(7)} KiB ${path}`)].join('\n');
}

/** First-load JS by "connected", for a remote server and for the embedded demo (issue 20); `verbose` also prints each file. */
export async function benchJsByConnected(verbose = false): Promise<BenchResult[]> {
  const distDir = process.env.BENCH_DIST ?? 'dist';
  const preview = await servePreview(PORT, distDir);
  const server = await startShortTtlServer(SERVER_PORT);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const remote = await jsByConnected(browser, `${preview.url}?server=${encodeURIComponent(server.url)}`, distDir);
    const demo = await jsByConnected(browser, preview.url, distDir);
    if (verbose) console.log(`${listing('remote server:', remote.perFile)}\n${listing('embedded demo:', demo.perFile)}`);
    return [
      { name: `JS by "connected", remote server (gzip, ${remote.files} files; target ≤ 170 KiB)`, value: remote.kib, unit: 'KiB' },
      { name: `JS by "connected", embedded demo (gzip, ${demo.files} files; target ≤ 230 KiB)`, value: demo.kib, unit: 'KiB' },
    ];
  } finally {
    await browser.close();
    await server.close();
    preview.stop();
  }
}

// `BENCH_DIST=dist-x npx tsx bench/js-by-connected.ts` runs this section alone, with each file's size.
if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  void benchJsByConnected(true).then((results) => {
    for (const r of results) console.log(`${String(r.value).padStart(6)} ${r.unit} ${r.name}`);
  });
}
