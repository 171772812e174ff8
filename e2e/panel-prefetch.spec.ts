import { expect, test, type APIRequestContext } from '@playwright/test';
import { modulesOfScript } from './first-load';
import { ConsolePage } from './pages/console-page';

// Issue 43: when idle after connecting, the built site fetches the other panels' code without
// running it (src/app/panels/code-prefetch.ts); a panel is parsed and run when it is opened.

type Manifest = Record<string, string[]>;

async function readManifest(request: APIRequestContext): Promise<Manifest> {
  const response = await request.get('panel-prefetch.json');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Manifest;
}

/** The module the QA tab loads, whose chunk holds the QA engine: the heaviest panel. */
const QA = 'src/features/qa-report/index.ts';

test("when idle after connecting, every other panel's code is fetched and none of it runs until its tab is opened, from the cache", async ({ page, request }) => {
  const manifest = await readManifest(request);
  const qaChunk = manifest[QA]?.[0] ?? '';
  // The manifest's first file for a module is the chunk that holds it.
  expect(await modulesOfScript(request, qaChunk)).toContain('src/features/qa-report/qa-panel.tsx');

  const cdp = await page.context().newCDPSession(page);
  const parsed = new Set<string>();
  // Each script load after the prefetch, and how its body came: from the cache outright, or after a
  // 304 (a host that says no-cache, as vite preview does, has the copy revalidated).
  const scriptLoads = new Map<string, { url: string; fromCache: boolean }>();
  const statusById = new Map<string, number>();
  cdp.on('Debugger.scriptParsed', (event) => parsed.add(new URL(event.url, 'http://x/').pathname));
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type === 'Script') scriptLoads.set(requestId, { url: new URL(response.url).pathname, fromCache: response.fromDiskCache === true || response.fromPrefetchCache === true });
  });
  cdp.on('Network.responseReceivedExtraInfo', ({ requestId, statusCode }) => statusById.set(requestId, statusCode));
  await cdp.send('Network.enable');
  await cdp.send('Debugger.enable');
  const requested = new Set<string>();
  page.on('requestfinished', (r) => requested.add(new URL(r.url()).pathname));

  const app = new ConsolePage(page);
  await app.open('panel=resources');
  await app.expectConnected('2026-07-28');

  const others = Object.entries(manifest).filter(([module]) => module !== 'src/features/resources/index.ts');
  expect(others.length).toBeGreaterThanOrEqual(10);
  const wanted = others.flatMap(([, files]) => files.map((file) => `/${file}`));
  await expect.poll(() => wanted.filter((file) => !requested.has(file)), { message: 'files not yet prefetched' }).toEqual([]);
  // Fetched, never compiled: no other panel's own chunk reached V8.
  expect(others.map(([, files]) => `/${files[0] ?? ''}`).filter((chunk) => parsed.has(chunk))).toEqual([]);

  await app.openTab('QA');
  await expect(page.getByRole('button', { name: 'Run checks' })).toBeVisible();
  expect(parsed).toContain(`/${qaChunk}`);
  // Opened from the copy the prefetch left in the HTTP cache: its body was not sent again.
  const qaLoads = [...scriptLoads].filter(([, load]) => load.url === `/${qaChunk}`);
  expect(qaLoads).toHaveLength(1);
  await expect.poll(() => qaLoads.map(([id, load]) => load.fromCache || statusById.get(id) === 304)).toEqual([true]);
});
