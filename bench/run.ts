import { existsSync, writeFileSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { measureBundle } from './bundle-size';
import { benchBrowserConnect } from './browser';
import { benchJsByConnected } from './js-by-connected';
import { benchCompletionTyping } from './completion';
import { benchInspector } from './inspector';
import { benchConnect } from './connect';
import { benchProtocolOverhead } from './overhead';
import { benchQaChecks } from './qa-checks';
import { benchPackage } from './package';
import { benchResources } from './resources';
import { benchResourcesScale } from './resources-scale';
import { benchSnapshot } from './snapshot';
import { benchStdioBridge } from './stdio-bridge';
import { benchStorm } from './storm';
import type { BenchResult } from './stats';
import { benchTimeline } from './timeline';
import { benchTimelineStorm } from './timeline-storm';
import { benchTrafficLog } from './traffic';
import { benchTransports } from './transports';
import { benchTransportsBrowser } from './transports-browser';
import { benchWorkspace } from './workspace';

const kib = (bytes: number): number => Math.round((bytes / 1024) * 10) / 10;

function bundleResults(): BenchResult[] {
  // BENCH_DIST measures (and, for the browser sections, serves) an existing build instead of dist/.
  const dir = process.env.BENCH_DIST ?? 'dist';
  // dist/ is rebuilt every time so the numbers are never those of a stale build.
  if (process.env.BENCH_DIST === undefined || !existsSync(`${dir}/index.html`)) execSync(`npx vite build --outDir ${dir}`, { stdio: 'inherit' });
  const report = measureBundle(dir);
  const lazy = report.lazyChunks.map((c) => ({ name: `lazy chunk ${c.file} (gzip)`, value: kib(c.gzipBytes), unit: 'KiB' as const }));
  return [
    { name: `first load (gzip): ${report.firstLoad.files.join(', ')}`, value: kib(report.firstLoad.gzipBytes), unit: 'KiB' },
    { name: 'first load (raw)', value: kib(report.firstLoad.rawBytes), unit: 'KiB' },
    { name: 'site: dist/ without source maps (target ≤ 8 MB)', value: Math.round((report.siteBytes / 1e6) * 100) / 100, unit: 'MB' },
    ...(report.embedScript === undefined ? [] : [{ name: 'embed.js, the <mcp-console> element (gzip)', value: kib(report.embedScript.gzipBytes), unit: 'KiB' as const }]),
    ...lazy,
  ];
}

/** `npm run bench`: every benchmark, printed as numbers (nothing is asserted here). */
async function main(): Promise<void> {
  const sections: [string, () => Promise<BenchResult[]> | BenchResult[]][] = [
    ['bundle', bundleResults],
    ['connect (Node)', benchConnect],
    ['traffic log', benchTrafficLog],
    ['browser', benchBrowserConnect],
    ['JS fetched by "connected" (issue 20)', benchJsByConnected],
    ['resources (10,000 in 100 pages)', benchResources],
    ['resources at 10,000, 30,000 and 100,000 beside the SDK client (issue 43)', benchResourcesScale],
    ['workspace: 1 and 5 servers connected, 1,000 resources each (issue 41)', benchWorkspace],
    ['completion while typing', benchCompletionTyping],
    ['protocol overhead (loopback)', benchProtocolOverhead],
    ['notification storm and soak (issue 24)', benchStorm],
    ['snapshot of 10,000 resources (issue 18)', benchSnapshot],
    ['server QA with tool calls (issue 23)', benchQaChecks],
    ['timeline of 10,000 events (issue 17)', benchTimeline],
    ['timeline during storm (issues 17, 24)', benchTimelineStorm],
    ['stdio bridge (issue 31)', benchStdioBridge],
    ['HTTP+SSE connect and local proxy (issue 32)', benchTransports],
    ['HTTP+SSE connect and local proxy in Chromium (issue 32)', benchTransportsBrowser],
    ['the official MCP Inspector beside the console, alternated (issue 43)', benchInspector],
    // Last: its npm pack rebuilds dist/, which the browser sections above serve.
    ['npm package (issue 15)', benchPackage],
  ];
  const results: Record<string, BenchResult[]> = {};
  for (const [title, run] of sections) {
    console.log(`\n## ${title}`);
    const section = await run();
    results[title] = section;
    for (const r of section) console.log(`${r.value.toFixed(digits(r.unit)).padStart(12)} ${r.unit.padEnd(5)} ${r.name}`);
  }
  writeFileSync(RESULTS_FILE, `${JSON.stringify({ measuredAt: new Date().toISOString(), node: process.version, results }, null, 2)}\n`);
  console.log(`\nwrote ${RESULTS_FILE}`);
}

const RESULTS_FILE = 'bench/results.json';

function digits(unit: BenchResult['unit']): number {
  if (unit === 'count' || unit === 'ops/s') return 0;
  return unit === 'ratio' ? 2 : 1;
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
