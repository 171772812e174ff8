import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { gzipByOwner, isPackage, NO_SOURCE_MAP, OWN_CODE, sumOwners, type Owner } from './bytes-by-package';
import { chromium, type Browser } from '@playwright/test';
import { scriptsByConnected } from '../e2e/first-load';
import { startShortTtlServer } from '../e2e/fixtures/short-ttl-server';
import { servePreview } from './browser';
import type { BenchResult } from './stats';

const PORT = 4494;
const SERVER_PORT = 4493;

interface FirstPath {
  kib: number;
  files: number;
  perFile: [string, number][];
  /** The same bytes split by who wrote them (the build's source maps): npm packages and the console. */
  owners: Map<Owner, number>;
}

const toKib = (bytes: number): number => Math.round((bytes / 1024) * 10) / 10;

/** A file's gzip split by owner, or all of it unattributed when the build left no source map. */
function ownersOf(file: string, code: string): Map<Owner, number> {
  try {
    return gzipByOwner(code, readFileSync(`${file}.map`, 'utf8'));
  } catch {
    return new Map([[NO_SOURCE_MAP, gzipSync(code, { level: 9 }).length]]);
  }
}

/**
 * The JavaScript a first visit has fetched by the time the status says "connected", counted as
 * the gzip size of each requested file of the build: what a static host serving gzip sends.
 */
async function jsByConnected(browser: Browser, url: string, distDir: string): Promise<FirstPath> {
  const context = await browser.newContext();
  const scripts = await scriptsByConnected(await context.newPage(), url);
  await context.close();
  const perFile: [string, number][] = [];
  const splits: Map<Owner, number>[] = [];
  for (const path of scripts) {
    let code: string;
    try {
      code = readFileSync(join(distDir, path), 'utf8');
    } catch {
      // A script from elsewhere (none expected): not part of the build.
      continue;
    }
    perFile.push([path, gzipSync(code, { level: 9 }).length]);
    splits.push(ownersOf(join(distDir, path), code));
  }
  const bytes = perFile.reduce((sum, [, size]) => sum + size, 0);
  return { kib: toKib(bytes), files: scripts.length, perFile: perFile.sort((a, b) => b[1] - a[1]), owners: sumOwners(splits) };
}

/** The bytes npm packages put on the path: what no change of the console's own code can remove. */
function packageBytes(owners: ReadonlyMap<Owner, number>): number {
  return [...owners].filter(([owner]) => isPackage(owner)).reduce((sum, [, bytes]) => sum + bytes, 0);
}

/** Each file's gzip size, largest first: what to look at when the total moves. */
function listing(label: string, path: FirstPath): string {
  const files = path.perFile.map(([file, size]) => `${(size / 1024).toFixed(1).padStart(7)} KiB ${file}`);
  const owners = [...path.owners].sort((a, b) => b[1] - a[1]).map(([owner, size]) => `${(size / 1024).toFixed(1).padStart(7)} KiB   ${owner}`);
  return [label, ...files, '  by who wrote it (gzip shared out by characters):', ...owners].join('\n');
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
    if (verbose) console.log(`${listing('remote server:', remote)}\n${listing('embedded demo:', demo)}`);
    return [
      { name: `JS by "connected", remote server (gzip, ${remote.files} files; target ≤ 170 KiB)`, value: remote.kib, unit: 'KiB' },
      { name: 'JS by "connected", remote server: of it, npm packages (React DOM, the MCP SDK, zod, TanStack Query, Radix)', value: toKib(packageBytes(remote.owners)), unit: 'KiB' },
      { name: `JS by "connected", remote server: of it, the console's own code`, value: toKib(remote.owners.get(OWN_CODE) ?? 0), unit: 'KiB' },
      { name: `JS by "connected", embedded demo (gzip, ${demo.files} files; target ≤ 230 KiB)`, value: demo.kib, unit: 'KiB' },
      { name: 'JS by "connected", embedded demo: of it, npm packages (with the demo server on the MCP server SDK)', value: toKib(packageBytes(demo.owners)), unit: 'KiB' },
      { name: `JS by "connected", embedded demo: of it, the console's own code (with the demo server)`, value: toKib(demo.owners.get(OWN_CODE) ?? 0), unit: 'KiB' },
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
