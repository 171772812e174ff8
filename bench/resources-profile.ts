import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { startManyResourcesServer } from '../e2e/fixtures/many-resources-server';
import { servePreview } from './browser';
import { pageNow } from './storm-page';

/**
 * A CPU profile of "Load all" at 100,000 resources in pages of 500 (issue 43), for decision 0020:
 * self and total time per function, and per source file. Run against an unminified build so the
 * names mean something: `npx vite build --outDir dist-prof --minify false` then
 * `BENCH_DIST=dist-prof npx tsx bench/resources-profile.ts`. Writes `resources.cpuprofile` to the
 * temporary folder, for Chromium's DevTools.
 */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const COUNT = Number(process.env.BENCH_COUNT ?? 100_000);
const PAGE = 500;

function summarise(profile: Profile): void {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  const files = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const dt = (profile.timeDeltas[i] ?? 0) / 1000;
    const node = byId.get(id);
    if (node === undefined) return;
    const name = (n: ProfileNode) => `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop() ?? ''}:${n.callFrame.lineNumber}`;
    self.set(name(node), (self.get(name(node)) ?? 0) + dt);
    const file = node.callFrame.url.split('/').pop() || node.callFrame.functionName;
    files.set(file, (files.get(file) ?? 0) + dt);
    const onStack = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const n = byId.get(at);
      if (n !== undefined) onStack.add(name(n));
    }
    for (const key of onStack) total.set(key, (total.get(key) ?? 0) + dt);
  });
  const top = (map: Map<string, number>, n: number) =>
    [...map].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${v.toFixed(0).padStart(7)} ms  ${k}`).join('\n');
  console.log(`## self time by function\n${top(self, 45)}\n\n## total time by function\n${top(total, 70)}\n\n## self time by file\n${top(files, 25)}`);
}

async function main(): Promise<void> {
  const fixture = await startManyResourcesServer(0, PAGE, COUNT);
  const preview = await servePreview(4496);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    await page.goto(`${preview.url}?server=${encodeURIComponent(fixture.url)}&panel=resources`);
    await page.getByText(`1 page · ${PAGE} resources loaded · more available`).waitFor({ timeout: 60_000 });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    const started = await pageNow(page);
    await page.getByRole('button', { name: 'Load all', exact: true }).click();
    await page.getByText(`${COUNT / PAGE} pages · ${COUNT} resources loaded · complete`).waitFor({ timeout: 300_000 });
    console.log(`Load all: ${((await pageNow(page)) - started).toFixed(0)} ms (profiled)`);
    const { profile } = await cdp.send('Profiler.stop');
    const file = join(tmpdir(), 'resources.cpuprofile');
    writeFileSync(file, JSON.stringify(profile));
    console.log(`profile written to ${file}`);
    summarise(profile as Profile);
  } finally {
    await browser.close();
    preview.stop();
    await fixture.close();
  }
}

void main();
