import { chromium, expect, type Page } from '@playwright/test';
import { TrafficLog } from '../src/protocol/transport/tap/traffic-log';
import { buildSessionFile } from '../src/recording/session-file/build';
import { InvalidationLog } from '../src/cache/invalidation';
import { mcpKey } from '../src/cache/keys';
import { servePreview } from './browser';
import { heapAfterGc } from './storm-page';
import { median, type BenchResult } from './stats';

/** `BENCH_TIMELINE_PORT` lets a run beside another bench use a port of its own. */
const PORT = Number(process.env.BENCH_TIMELINE_PORT ?? 4601);
/** A recorded server nobody listens on: the import replays it, the network is never asked. */
const RECORDED_URL = 'http://127.0.0.1:4509/mcp';
const URIS = Array.from({ length: 20 }, (_, i) => `bench://doc/${i}.txt`);
const FRAMES = 30;
const begin = { method: 'POST', url: RECORDED_URL, headers: [] as [string, string][], body: undefined };

/**
 * A recorded session of about 10,000 timeline events: 1,500 reads of 20 resources with a 2 s
 * ttlMs (an http bar plus fresh and stale cache spans each), one listen stream carrying 3,000
 * update notifications (a tick and a cache invalidation each). The invalidations are logged as the
 * live console logs them, so the file carries them as an export does (version 3).
 */
export function timelineSession(): { text: string; events: number } {
  let t = Date.UTC(2026, 11, 3, 10, 0, 0);
  const log = new TrafficLog({ now: () => t, schedule: () => undefined, maxExchanges: 5_000, maxFrames: 20_000, maxSseEventsPerExchange: 5_000 });
  const invalidations = new InvalidationLog({ now: () => t, schedule: () => undefined, capacity: 5_000 });
  const scope = { serverId: RECORDED_URL, principalId: 'anonymous' };
  const stream = log.beginExchange({ ...begin, rpcMethod: 'subscriptions/listen', rpcId: 0 });
  log.setResponse(stream, { status: 200, statusText: 'OK', headers: [], contentType: 'text/event-stream' });
  log.setState(stream, { state: 'streaming' });
  log.addFrame({ direction: 'in', exchangeId: stream, message: { jsonrpc: '2.0', method: 'notifications/subscriptions/acknowledged', params: {} } });
  for (let i = 1; i <= 1_500; i += 1) {
    const uri = URIS[i % URIS.length] ?? '';
    const id = log.beginExchange({ ...begin, rpcMethod: 'resources/read', rpcId: i, mcpName: uri });
    log.addFrame({ direction: 'out', exchangeId: id, message: { jsonrpc: '2.0', id: i, method: 'resources/read', params: { uri } } });
    t += 4;
    log.setResponse(id, { status: 200, statusText: 'OK', headers: [], contentType: 'application/json' });
    log.addFrame({ direction: 'in', exchangeId: id, message: { jsonrpc: '2.0', id: i, result: { contents: [], ttlMs: 2_000, cacheScope: 'public' } } });
    log.setState(id, { state: 'done' });
    for (let n = 0; n < 2; n += 1) {
      t += 30;
      const updated = URIS[(i + n * 7) % URIS.length] ?? '';
      const method = 'notifications/resources/updated';
      log.addFrame({ direction: 'in', exchangeId: stream, message: { jsonrpc: '2.0', method, params: { uri: updated } } });
      const keys = [mcpKey(scope, 'resources/read', { uri: updated })];
      invalidations.record({ cause: 'notification', detail: `${method} ${updated}`, notification: { method, uri: updated }, keys });
    }
  }
  const file = buildSessionFile({ url: RECORDED_URL, negotiation: undefined, description: undefined, traffic: log.getSnapshot(), now: new Date(t), invalidations: invalidations.getSnapshot() });
  return { text: JSON.stringify(file), events: 1_500 * 3 + 3_000 * 2 + 3 };
}

/** Clicks a button in the page and returns the main-thread time of the frame it causes: React's render plus the canvas draw. */
export async function frameCost(page: Page, button: string): Promise<number> {
  return page.evaluate(async (name) => {
    const target = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === name);
    if (target === undefined) throw new Error(`no ${name} button`);
    const start = performance.now();
    target.click();
    // React flushes a click's update in a microtask; the canvas draws in the next animation frame.
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
    const react = performance.now() - start;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const draw = performance.getEntriesByName('timeline-draw').at(-1)?.duration ?? Number.NaN;
    return react + draw;
  }, button);
}

/**
 * Time from the Timeline tab's first click (its pointer down) until its count reads every event and the canvas has
 * drawn them: loading the lazy chunk (from loopback), deriving the model, the table and the first draw.
 */
export async function renderTime(page: Page, expected: RegExp): Promise<number> {
  // The clock starts at the click's pointer down in the page, not before Playwright's actionability checks.
  await page.evaluate(() => {
    document.addEventListener('pointerdown', () => performance.mark('timeline-click'), { capture: true, once: true });
  });
  // A real click: Radix tabs switch on pointer down, which a synthetic click() does not send.
  await page.getByRole('tab', { name: 'Timeline', exact: true }).click();
  const done = await page.evaluate(async (pattern) => {
    const wanted = new RegExp(pattern);
    const deadline = performance.now() + 20_000;
    for (;;) {
      const counted = [...document.querySelectorAll('[role="toolbar"] span')].some((s) => wanted.test(s.textContent));
      if (counted && performance.getEntriesByName('timeline-draw').length > 0) return performance.now();
      if (performance.now() > deadline) throw new Error('the Timeline never showed every event');
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  }, expected.source);
  const start = await page.evaluate(() => performance.getEntriesByName('timeline-click').at(-1)?.startTime ?? Number.NaN);
  return done - start;
}

/** `npm run bench`: the Timeline over an imported 10,000-event session in Debian's Chromium. */
export async function benchTimeline(): Promise<BenchResult[]> {
  const session = timelineSession();
  const preview = await servePreview(PORT);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${preview.url}?panel=traffic`);
    await expect(page.getByRole('table', { name: 'Traffic' })).toBeVisible();
    const choosing = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Import session', exact: true }).click();
    await (await choosing).setFiles({ name: 'timeline-bench.json', mimeType: 'application/json', buffer: Buffer.from(session.text) });
    await expect(page.getByRole('status', { name: 'Replay' })).toBeVisible();
    const without = await heapAfterGc(page);
    const render = await renderTime(page, /^[\d,]{6,} events$/);
    const deriveMs = await page.evaluate(() => performance.getEntriesByName('timeline-derive').at(-1)?.duration ?? Number.NaN);
    const firstDraw = await page.evaluate(() => performance.getEntriesByName('timeline-draw').at(-1)?.duration ?? Number.NaN);
    const chunk = await page.evaluate(() => {
      const entries = performance.getEntriesByType('resource').filter((e) => /\/timeline-[^/]*\.(js|css)$/.test(e.name));
      return entries.reduce((max, e) => Math.max(max, e.duration), 0);
    });
    const count = Number((await page.getByRole('toolbar', { name: 'Timeline controls' }).getByText(/ events$/).textContent())?.replace(/\D/g, ''));
    const frames: number[] = [];
    for (let i = 0; i < FRAMES; i += 1) frames.push(await frameCost(page, ['Zoom in', 'Pan left', 'Zoom out', 'Pan right'][i % 4] ?? 'Zoom in'));
    const withTimeline = await heapAfterGc(page);
    const sorted = [...frames].sort((a, b) => a - b);
    return [
      { name: 'timeline events in the imported session', value: count, unit: 'count' },
      { name: 'timeline first render of those events (target ≤ 200)', value: render, unit: 'ms' },
      { name: 'timeline derivation of those events from the recording (part of the render)', value: deriveMs, unit: 'ms' },
      { name: 'timeline first draw of those events (part of the render)', value: firstDraw, unit: 'ms' },
      { name: 'timeline lazy chunk download (prefetched when idle or on hover of its tab, so mostly before the click)', value: chunk, unit: 'ms' },
      { name: `timeline zoom/pan frame, median of ${FRAMES} (target ≤ 16)`, value: median(frames), unit: 'ms' },
      { name: `timeline zoom/pan frame, worst of ${FRAMES}`, value: sorted.at(-1) ?? Number.NaN, unit: 'ms' },
      { name: 'timeline heap over the same session without it (target ≤ 30)', value: withTimeline - without, unit: 'MiB' },
    ];
  } finally {
    await browser.close();
    preview.stop();
  }
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  benchTimeline().then(
    (results) => {
      for (const r of results) console.log(`${r.value.toFixed(1).padStart(10)} ${r.unit.padEnd(5)} ${r.name}`);
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
