import { chromium } from '@playwright/test';
import { startManyResourcesServer } from '../e2e/fixtures/many-resources-server';
import { servePreview } from './browser';
import { INSPECTOR_VERSION, installInspector, startInspector, type RunningInspector } from './inspector-setup';
import { LIST_TIMEOUT, visitConsole, visitInspector, type VisitFigures } from './inspector-page';
import { inFreshContext } from './resources-scale';
import { median, type BenchResult } from './stats';

const PORT = 4485;
const COUNT = Number(process.env.BENCH_INSPECTOR_COUNT ?? 10_000);
const PAGE = 100;

type Figure = keyof VisitFigures;

const FIGURES: [Figure, string, BenchResult['unit']][] = [
  ['jsGzipKiB', 'JS fetched by "connected" (gzip -9 of each script requested)', 'KiB'],
  ['firstPaint', 'navigation → first contentful paint', 'ms'],
  ['connected', 'navigation → connected (Inspector: its connect switch clicked as soon as it shows)', 'ms'],
  ['firstResource', 'navigation → first resource listed (Inspector: its Resources screen opened once connected)', 'ms'],
  ['allListed', `navigation → all ${COUNT.toLocaleString('en')} listed (console: "Load all" clicked at page one; Inspector: it fetches every page by itself)`, 'ms'],
  ['heapMiB', `JS heap after GC, ${COUNT.toLocaleString('en')} listed`, 'MiB'],
];

/** The median, or NaN (and why, printed) when a round never reached the moment in time. */
function medianOf(tool: string, visits: VisitFigures[], key: Figure, label: string): number {
  const missed = visits.filter((v) => Number.isNaN(v[key])).length;
  if (missed === 0) return median(visits.map((v) => v[key]));
  console.log(`${tool}: "${label}" not reached within ${LIST_TIMEOUT / 1000} s in ${missed} of ${visits.length} rounds`);
  return Number.NaN;
}

function rows(ours: VisitFigures[], theirs: VisitFigures[]): BenchResult[] {
  const results: BenchResult[] = [];
  for (const [key, label, unit] of FIGURES) {
    const oursMedian = medianOf('console', ours, key, label);
    const theirsMedian = medianOf(`Inspector ${INSPECTOR_VERSION}`, theirs, key, label);
    results.push(
      { name: `console: ${label}, median of ${ours.length}`, value: oursMedian, unit },
      { name: `Inspector ${INSPECTOR_VERSION}: ${label}, median of ${theirs.length}`, value: theirsMedian, unit },
      { name: `ratio console / Inspector: ${label}`, value: oursMedian / theirsMedian, unit: 'ratio' },
    );
  }
  return results;
}

async function alternate(launcher: string, appUrl: string, rounds: number): Promise<BenchResult[]> {
  const fixture = await startManyResourcesServer(0, PAGE, COUNT);
  let inspector: RunningInspector | undefined;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    inspector = await startInspector(launcher, fixture.url);
    const ours: VisitFigures[] = [];
    const theirs: VisitFigures[] = [];
    // Alternated, each in a fresh context: a machine that slows down mid-run slows both alike.
    for (let i = 0; i < rounds; i += 1) {
      const inspectorUrl = inspector.url;
      theirs.push(await inFreshContext(browser, (page) => visitInspector(page, inspectorUrl, COUNT)));
      ours.push(await inFreshContext(browser, (page) => visitConsole(page, appUrl, fixture.url, COUNT)));
    }
    return rows(ours, theirs);
  } finally {
    await browser.close();
    inspector?.stop();
    await fixture.close();
  }
}

/**
 * Issue 43: the official MCP Inspector and the console, alternated in the same run against the
 * same fixture (10,000 resources in pages of 100 over Streamable HTTP), in Debian's Chromium.
 * The Inspector is installed with npm outside the repo on first use; `BENCH_SKIP_INSPECTOR=1`
 * skips the section, and no registry means no rows and the reason printed, never a failure.
 */
export async function benchInspector(): Promise<BenchResult[]> {
  if (process.env.BENCH_SKIP_INSPECTOR === '1') {
    console.log('skipped: BENCH_SKIP_INSPECTOR=1');
    return [];
  }
  const installed = await installInspector();
  if ('unavailable' in installed) {
    console.log(`not measured: ${installed.unavailable}`);
    return [];
  }
  const rounds = Number(process.env.BENCH_INSPECTOR_ROUNDS ?? 3);
  const preview = await servePreview(PORT);
  try {
    return await alternate(installed.launcher, preview.url, rounds);
  } catch (error) {
    // A third-party tool that did not start or never showed its list: said, not fatal to the bench.
    console.log(`not measured: ${error instanceof Error ? error.message.split('\n')[0] ?? '' : String(error)}`);
    return [];
  } finally {
    preview.stop();
  }
}

if (process.argv[1]?.endsWith('inspector.ts') === true) {
  void benchInspector().then((results) => {
    for (const r of results) console.log(`${r.value.toFixed(r.unit === 'ratio' ? 2 : 1).padStart(10)} ${r.unit.padEnd(5)} ${r.name}`);
  });
}
