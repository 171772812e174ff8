import { chromium, type Page } from '@playwright/test';
import { startStormServer, type StormServer } from '../e2e/fixtures/storm-server';
import { servePreview } from './browser';
import { median, type BenchResult } from './stats';
import { control, listenToTicker, longTasksSince, nextFrame, observeLongTasks, pageNow } from './storm-page';
import { frameCost, renderTime } from './timeline';

/** `BENCH_TIMELINE_STORM_PORT` lets a run beside another bench use a port of its own. */
const PORT = Number(process.env.BENCH_TIMELINE_STORM_PORT ?? 4615);
/** A burst as in the storm section, then a paced tail during which the Timeline opens and is zoomed and panned. */
const BURST = 1_000;
const TAIL = 4_000;
const TAIL_RATE = 1_000;
const FRAMES = 20;
const ROUNDS = 3;

interface Round {
  renderMs: number;
  frames: number[];
  longest: number;
  total: number;
  durationMs: number;
}

/**
 * Listening to the ticker, 1,000 updates arrive at once and 4,000 more at 1,000/s; during the
 * tail the user opens the Timeline (Follow live) and zooms and pans it. Long tasks count from the
 * first update to the page caught up after the last.
 */
async function round(page: Page, appUrl: string, fixture: StormServer): Promise<Round> {
  await listenToTicker(page, appUrl, fixture.url);
  await page.getByRole('tab', { name: 'Resources', exact: true }).click();
  await nextFrame(page);
  await observeLongTasks(page);
  const started = await pageNow(page);
  await control(fixture.controlUrl, `storm?count=${BURST}`);
  const tail = control(fixture.controlUrl, `storm?count=${TAIL}&rate=${TAIL_RATE}`);
  const renderMs = await renderTime(page, /^[\d,]+ events$/);
  const frames: number[] = [];
  for (let i = 0; i < FRAMES; i += 1) frames.push(await frameCost(page, ['Zoom in', 'Pan left', 'Zoom out', 'Pan right'][i % 4] ?? 'Zoom in'));
  await tail;
  await nextFrame(page);
  const ended = await nextFrame(page);
  const tasks = await longTasksSince(page, started);
  return { renderMs, frames, longest: tasks.longest, total: tasks.total, durationMs: ended - started };
}

/** `npm run bench` section for issue 17 × 24: the Timeline open during a notification storm (median of 3 fresh pages). */
export async function benchTimelineStorm(): Promise<BenchResult[]> {
  const fixture = await startStormServer(0);
  const preview = await servePreview(PORT);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const rounds: Round[] = [];
    for (let i = 0; i < ROUNDS; i += 1) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      try {
        rounds.push(await round(await context.newPage(), preview.url, fixture));
      } finally {
        await context.close();
      }
    }
    const m = (pick: (r: Round) => number): number => median(rounds.map(pick));
    const frames = rounds.flatMap((r) => r.frames);
    return [
      { name: `timeline during storm: open the Timeline mid-storm → every event drawn (target ≤ 200; median of ${ROUNDS})`, value: m((r) => r.renderMs), unit: 'ms' },
      { name: `timeline during storm: zoom/pan frame, median of ${frames.length} (target ≤ 16)`, value: median(frames), unit: 'ms' },
      { name: `timeline during storm: zoom/pan frame, worst of ${frames.length}`, value: Math.max(...frames), unit: 'ms' },
      { name: 'timeline during storm: longest main-thread task (goal ≤ 100)', value: m((r) => r.longest), unit: 'ms' },
      { name: 'timeline during storm: long-task share of the storm, % (goal ≤ 10)', value: median(rounds.map((r) => (100 * r.total) / r.durationMs)), unit: 'ratio' },
      { name: 'timeline during storm: storm duration (first update → page caught up)', value: m((r) => r.durationMs), unit: 'ms' },
    ];
  } finally {
    await browser.close();
    preview.stop();
    await fixture.close();
  }
}
