import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { build, type Rolldown } from 'vite';

let bundled: Promise<string> | undefined;

/** The entry bundled once per run for the browser, as a classic script (no module loader needed). */
function bundle(): Promise<string> {
  bundled ??= build({
    configFile: false,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      write: false,
      minify: true,
      lib: { entry: fileURLToPath(new URL('./sdk-browser-walk-entry.ts', import.meta.url)), formats: ['iife'], name: 'benchSdkWalk' },
    },
  }).then((result) => {
    const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
    const chunk = outputs.flatMap((o) => o.output).find((o) => o.type === 'chunk');
    if (chunk === undefined) throw new Error('the SDK walk did not bundle');
    return chunk.code;
  });
  return bundled;
}

export interface SdkWalkPage {
  url: string;
  close: () => Promise<void>;
}

/**
 * A loopback page holding only the bundled SDK walk, with no CSP: Chromium lets a loopback page
 * reach a loopback server (a page of unknown address space may not), as the console's own page does.
 */
export async function serveSdkWalkPage(): Promise<SdkWalkPage> {
  const code = await bundle();
  const server: Server = createServer((request, response) => {
    if (request.url === '/walk.js') response.writeHead(200, { 'content-type': 'text/javascript' }).end(code);
    else response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>SDK walk</title>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${String(port)}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/**
 * The official SDK client's walk of the same pages inside Chromium. `jitless` makes zod check
 * without compiled parsers, as it must under the console's CSP (no 'unsafe-eval'): that walk is
 * the floor of any console that runs the SDK in its page.
 */
export async function sdkBrowserWalk(page: Page, walkPage: SdkWalkPage, serverUrl: string, jitless: boolean): Promise<number> {
  await page.goto(walkPage.url);
  // zod reads this when it loads, so it is set before the bundle runs (as public/zod-jitless.js does).
  await page.evaluate(`globalThis.__zod_globalConfig = { jitless: ${String(jitless)} }`);
  await page.addScriptTag({ url: `${walkPage.url}walk.js` });
  return page.evaluate<number>(`globalThis.__benchSdkWalk(${JSON.stringify(serverUrl)})`);
}
