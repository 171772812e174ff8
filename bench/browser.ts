import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { median, type BenchResult } from './stats';
import { armTextClockOnNavigation, textShownAt } from './text-clock';

const PORT = 4499;
const ROUNDS = 5;

/** Serves a build (dist/, or `BENCH_DIST`) with `vite preview` until `stop()` is called. */
export async function servePreview(port = PORT, outDir = process.env.BENCH_DIST ?? 'dist'): Promise<{ url: string; stop: () => void }> {
  // A server already on the port would answer for the new one (and be measured in its place).
  const taken = await fetch(`http://127.0.0.1:${port}/`).then(() => true, () => false);
  if (taken) throw new Error(`port ${String(port)} is taken by another server: stop it, or the bench would measure the build it serves`);
  // Vite's own entry, not `npx`: killing an npx wrapper would leave the preview server running.
  const vite = fileURLToPath(new URL('../node_modules/vite/bin/vite.js', import.meta.url));
  const child: ChildProcess = spawn(process.execPath, [vite, 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort', '--outDir', outDir], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}/`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('vite preview did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, stop: () => child.kill() };
}

/**
 * A first visit in Debian's Chromium: time from navigation start until the status shows the
 * negotiated 2026-07-28 version (the embedded demo server is loaded and connected), and the
 * connect time the console itself reports.
 */
export async function benchBrowserConnect(): Promise<BenchResult[]> {
  const preview = await servePreview();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const toConnected: number[] = [];
  const firstPaint: number[] = [];
  try {
    for (let i = 0; i < ROUNDS; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await armTextClockOnNavigation(page, '2026-07-28', '[role="status"]');
      await page.goto(preview.url);
      toConnected.push(await textShownAt(page));
      firstPaint.push(
        await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN),
      );
      await context.close();
    }
  } finally {
    await browser.close();
    preview.stop();
  }
  return [
    { name: 'browser: first contentful paint, median of 5 first visits', value: median(firstPaint), unit: 'ms' },
    { name: 'browser: navigation to connected on 2026-07-28 (embedded demo), median of 5', value: median(toConnected), unit: 'ms' },
  ];
}
