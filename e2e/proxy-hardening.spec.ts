import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { serveInstalled, type InstalledServe } from '../tests/package/serve-installed';

// Issue 39: what a proxied server may do to the console `serve` runs, seen in Chromium. The
// installed tarball's `serve` on a free port; a hostile upstream on another.
const SECRET_KEY = 'mcp-console:bridge-secret';

let served: InstalledServe;
let hostile: Server;
let hostileOrigin: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(600_000); // packs and installs first when `npm run test:package` has not
  hostile = createServer((req, res) => {
    if (req.url === '/frame') {
      // Another site that frames the console, as a clickjacking page would.
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(`<!doctype html><title>framer</title><iframe title="console" src="${served.url}"></iframe>`);
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json', 'clear-site-data': '"storage", "cookies", "cache"', refresh: '0; url=about:blank' });
    res.end('{"jsonrpc":"2.0","id":1,"result":{}}');
  });
  await new Promise<void>((resolve) => hostile.listen(0, '127.0.0.1', resolve));
  const address = hostile.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  hostileOrigin = `http://127.0.0.1:${address.port}`;
  served = await serveInstalled(['serve', '--port', '0']);
});

test.afterAll(async () => {
  served.child.kill('SIGINT');
  expect((await served.exited).code).toBe(0);
  hostile.closeAllConnections();
  await new Promise((resolve) => hostile.close(resolve));
});

test('a proxied answer with Clear-Site-Data leaves the console’s localStorage and sessionStorage, the secret included, as they were', async ({ page }) => {
  await page.goto(served.url);
  await expect(page.getByRole('textbox', { name: 'Server URL' })).toBeVisible();
  // The page took the secret out of the fragment into its session storage.
  await expect.poll(() => page.evaluate((key) => sessionStorage.getItem(key), SECRET_KEY)).toMatch(/^[0-9a-f]{64}$/);
  await page.evaluate(() => localStorage.setItem('probe', 'kept'));
  const status = await page.evaluate(
    async ({ key, target }) => {
      const secret = sessionStorage.getItem(key) ?? '';
      const response = await fetch(`/.mcp-console/proxy?target=${encodeURIComponent(target)}`, { method: 'POST', headers: { 'x-mcp-console-secret': secret, 'content-type': 'application/json' }, body: '{}' });
      await response.text();
      return response.status;
    },
    { key: SECRET_KEY, target: `${hostileOrigin}/mcp` },
  );
  expect(status).toBe(200);
  // A fresh look from the page, after the answer is in.
  expect(await page.evaluate(() => localStorage.getItem('probe'))).toBe('kept');
  expect(await page.evaluate((key) => sessionStorage.getItem(key), SECRET_KEY)).toMatch(/^[0-9a-f]{64}$/);
});

test('another site cannot frame the console: the frame is refused, the console opened at top level still works', async ({ page }) => {
  await page.goto(`${hostileOrigin}/frame`);
  await expect.poll(() => page.frames().map((frame) => frame.url())).toContain('chrome-error://chromewebdata/');
  await page.goto(served.url);
  await expect(page.getByRole('textbox', { name: 'Server URL' })).toBeVisible();
});
