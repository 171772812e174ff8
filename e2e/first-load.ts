import type { APIRequestContext, Page } from '@playwright/test';

/**
 * The scripts a first visit has requested by the time a status first reads `version` (the
 * console says "connected" with the negotiated version), as paths under the site's root. The
 * moment is the DOM change that shows it, seen by a MutationObserver installed before any script
 * runs, so the chunks loaded when idle after connecting (panels, History) do not count however
 * late the next frame comes on a loaded machine. Shared by the first-load e2e test and `npm run bench`.
 */
export async function scriptsByConnected(page: Page, url: string, version = '2026-07-28'): Promise<string[]> {
  // No named function inside: tsx (the bench) would wrap it in a helper the page does not have.
  await page.addInitScript((wanted) => {
    const observer = new MutationObserver(() => {
      if (![...document.querySelectorAll('[role="status"]')].some((s) => s.textContent.includes(wanted))) return;
      Reflect.set(window, '__connectedAt', performance.now());
      observer.disconnect();
    });
    observer.observe(document, { subtree: true, childList: true, characterData: true });
  }, version);
  await page.goto(url);
  const handle = await page.waitForFunction(() => Number(Reflect.get(window, '__connectedAt') ?? 0), undefined, { timeout: 30_000 });
  const connectedAt = await handle.jsonValue();
  const scripts = await page.evaluate(
    (before) =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime <= before && new URL(e.name).pathname.endsWith('.js'))
        .map((e) => new URL(e.name).pathname),
    connectedAt,
  );
  return [...new Set(scripts)];
}

/**
 * The source modules a built script holds, read from its source map: `src/app/app.tsx`,
 * `node_modules/react-dom/cjs/react-dom-client.production.js`. Undefined when the script has no map.
 */
export async function modulesOfScript(request: APIRequestContext, scriptUrl: string): Promise<string[] | undefined> {
  const response = await request.get(`${scriptUrl}.map`);
  // A static host's fallback may answer a missing map with index.html and 200.
  if (!response.ok() || !(response.headers()['content-type'] ?? '').includes('json')) return undefined;
  const map: unknown = await response.json();
  const sources = typeof map === 'object' && map !== null && 'sources' in map && Array.isArray(map.sources) ? map.sources : [];
  return sources
    .filter((source): source is string => typeof source === 'string')
    .map((source) => {
      const inPackage = source.lastIndexOf('node_modules/');
      return inPackage >= 0 ? source.slice(inPackage) : source.replace(/^(\.\.\/)+/, '');
    });
}
