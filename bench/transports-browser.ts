import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { BridgeHost } from '../bin/serve/host';
import { siteHandler } from '../bin/serve/site/site-handler';
import { withCors } from '../demo-server/cors';
import { startEverything, startEverythingSse } from '../e2e/fixtures/everything';
import { createMinimalHandler } from '../e2e/fixtures/minimal-mcp';
import { startNoCorsServer } from '../e2e/fixtures/no-cors-server';
import { serveOnLoopback, type FixtureServer } from '../e2e/fixtures/serve-node';
import { median, type BenchResult } from './stats';

// Ports of this section only (the e2e run and the other bench sections use others).
const PORTS = { console: 4690, corsTwin: 4691, noCors: 4692, everything: 4693, everythingSse: 4694 } as const;
const CALLS = 200;
const WARMUP_CALLS = 10;
const CONNECTS = 20;

interface ServedConsole {
  origin: string;
  secret: string;
  close(): Promise<void>;
}

/** What `mcp-console serve` runs, in this process: the built site beside BridgeHost, whose secret guards the proxy. */
async function serveConsole(distDir: string): Promise<ServedConsole> {
  const host = new BridgeHost({ stdio: [] });
  const site = siteHandler(resolve(distDir));
  const server = createServer((req, res) => {
    if (!host.handle(req, res)) site(req, res);
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(PORTS.console, '127.0.0.1', done);
  });
  host.listening({ host: '127.0.0.1', port: PORTS.console });
  return {
    origin: `http://127.0.0.1:${PORTS.console}`,
    secret: host.secret,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}

/** The no-CORS fixture's twin: the same minimal server behind the demo server's CORS layer, so a page may call it directly. */
function startCorsTwin(port: number): Promise<FixtureServer> {
  const handler = createMinimalHandler('cors-twin', { subscribe: true });
  return serveOnLoopback(withCors(handler.fetch), port, () => handler.close());
}

interface Target {
  url: string;
  headers: Record<string, string>;
}

/**
 * POSTs `tools/call echo` in the page to each target, alternating which goes first, and returns
 * each target's times (fetch until the body is read). A `server/discover` and some calls per
 * target come first, uncounted: they open the connections and, for the direct call, fill the
 * preflight cache, as a console session that has connected already would have.
 */
function callLoop(args: { targets: Target[]; calls: number; warmup: number }): Promise<number[][]> {
  return (async () => {
    const meta = {
      'io.modelcontextprotocol/protocolVersion': '2026-07-28',
      'io.modelcontextprotocol/clientInfo': { name: 'mcp-console-bench', version: '0' },
      'io.modelcontextprotocol/clientCapabilities': {},
    };
    const base = { accept: 'application/json, text/event-stream', 'content-type': 'application/json', 'mcp-protocol-version': '2026-07-28' };
    for (const target of args.targets) {
      const body = JSON.stringify({ jsonrpc: '2.0', id: 0, method: 'server/discover', params: { _meta: meta } });
      const response = await fetch(target.url, { method: 'POST', headers: { ...base, 'mcp-method': 'server/discover', ...target.headers }, body });
      if (!response.ok) throw new Error(`server/discover to ${target.url}: HTTP ${response.status}`);
      await response.text();
    }
    const times: number[][] = args.targets.map(() => []);
    for (let i = -args.warmup; i < args.calls; i++) {
      const order = i % 2 === 0 ? args.targets.map((_, k) => k) : args.targets.map((_, k) => k).reverse();
      for (const k of order) {
        const target = args.targets[k];
        if (target === undefined) continue;
        const body = JSON.stringify({ jsonrpc: '2.0', id: i + 1000, method: 'tools/call', params: { name: 'echo', arguments: { message: 'bench' }, _meta: meta } });
        const started = performance.now();
        const response = await fetch(target.url, { method: 'POST', headers: { ...base, 'mcp-method': 'tools/call', 'mcp-name': 'echo', ...target.headers }, body });
        const text = await response.text();
        const elapsed = performance.now() - started;
        if (!response.ok || !text.includes('"bench"')) throw new Error(`tools/call to ${target.url}: HTTP ${response.status} ${text.slice(0, 200)}`);
        if (i >= 0) times[k]?.push(elapsed);
      }
    }
    return times;
  })();
}

/** A `tools/call` from the served console's page: direct to the CORS twin against through the proxy to the no-CORS fixture. */
async function proxyOverhead(browser: Browser, served: ServedConsole): Promise<BenchResult[]> {
  const [twin, noCors] = await Promise.all([startCorsTwin(PORTS.corsTwin), startNoCorsServer(PORTS.noCors)]);
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${served.origin}/#mcp-console-secret=${served.secret}`);
    // The embedded demo connects on a first visit; measure once the page is idle again.
    await page.getByRole('status').filter({ hasText: '2026-07-28' }).waitFor();
    const proxied = `${served.origin}/.mcp-console/proxy?target=${encodeURIComponent(noCors.url)}`;
    const targets: Target[] = [
      { url: twin.url, headers: {} },
      { url: proxied, headers: { 'x-mcp-console-secret': served.secret } },
    ];
    const [direct = [], viaProxy = []] = await page.evaluate(callLoop, { targets, calls: CALLS, warmup: WARMUP_CALLS });
    return [
      { name: `Chromium: tools/call from the page direct to the CORS-enabled twin (fetch to body read, preflight cached), median of ${CALLS}`, value: median(direct), unit: 'ms' },
      { name: `Chromium: tools/call from the page through the served console's local proxy to the no-CORS fixture, median of ${CALLS}`, value: median(viaProxy), unit: 'ms' },
      { name: 'Chromium: local proxy overhead, through the proxy / direct', value: median(viaProxy) / median(direct), unit: 'ratio' },
    ];
  } finally {
    await context.close();
    await Promise.all([twin.close(), noCors.close()]);
  }
}

interface ConnectTiming {
  /** The "Connect time" the Connection card shows (the session's own start-to-connected). */
  reportedMs: number;
  /** From navigation start until the status first reads "Connected". */
  navigationMs: number;
}

/** A first visit in a fresh context (empty localStorage: no remembered verdict) on `?server=`. */
async function connectOnce(browser: Browser, served: ServedConsole, server: FixtureServer, transport: string): Promise<ConnectTiming> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${served.origin}/?server=${encodeURIComponent(server.url)}#mcp-console-secret=${served.secret}`);
    const handle = await page.waitForFunction(
      () => ([...document.querySelectorAll('[role="status"]')].some((s) => s.textContent.startsWith('Connected ·')) ? performance.now() : undefined),
      undefined,
      { timeout: 30_000, polling: 'raf' },
    );
    const navigationMs = Number(await handle.jsonValue());
    const facts = await page.evaluate(() =>
      Object.fromEntries([...document.querySelectorAll('.negotiation dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent ?? ''])),
    );
    const connectTime = /^(\d+) ms$/.exec(facts['Connect time'] ?? '');
    if (connectTime?.[1] === undefined) throw new Error(`no Connect time on the card: ${JSON.stringify(facts)}`);
    if (facts.Probe !== 'server/discover sent' || facts.Transport !== transport) throw new Error(`not a first ${transport} connect: ${JSON.stringify(facts)}`);
    return { reportedMs: Number(connectTime[1]), navigationMs };
  } finally {
    await context.close();
  }
}

/** server-everything in Streamable HTTP and in sse mode, connected from the page alternately. */
async function connectTimes(browser: Browser, served: ServedConsole): Promise<BenchResult[]> {
  const [streamable, sse] = await Promise.all([startEverything(PORTS.everything), startEverythingSse(PORTS.everythingSse)]);
  const a: ConnectTiming[] = [];
  const b: ConnectTiming[] = [];
  const viaStreamable = (): Promise<ConnectTiming> => connectOnce(browser, served, streamable, 'Streamable HTTP');
  const viaSse = (): Promise<ConnectTiming> => connectOnce(browser, served, sse, '2024-11-05 · HTTP+SSE');
  try {
    // One uncounted visit each: the first page load of a browser warms its caches.
    await viaStreamable();
    await viaSse();
    for (let i = 0; i < CONNECTS; i++) {
      if (i % 2 === 0) a.push(await viaStreamable());
      b.push(await viaSse());
      if (i % 2 === 1) a.push(await viaStreamable());
    }
  } finally {
    await Promise.all([streamable.close(), sse.close()]);
  }
  const reported = (list: ConnectTiming[]): number => median(list.map((t) => t.reportedMs));
  const navigation = (list: ConnectTiming[]): number => median(list.map((t) => t.navigationMs));
  const fresh = `fresh context each (no remembered verdict), median of ${CONNECTS}`;
  return [
    { name: `Chromium: connect server-everything over Streamable HTTP, the card's Connect time, ${fresh}`, value: reported(a), unit: 'ms' },
    { name: `Chromium: connect server-everything over HTTP+SSE (probe, POST refused, GET stream, initialize), the card's Connect time, ${fresh}`, value: reported(b), unit: 'ms' },
    { name: `Chromium: navigation to "Connected" on ?server=, Streamable HTTP, ${fresh}`, value: navigation(a), unit: 'ms' },
    { name: `Chromium: navigation to "Connected" on ?server=, HTTP+SSE, ${fresh}`, value: navigation(b), unit: 'ms' },
  ];
}

/** Issue 32 in Debian's Chromium: the local proxy's cost per call, and HTTP+SSE against Streamable HTTP connects. */
export async function benchTransportsBrowser(): Promise<BenchResult[]> {
  const served = await serveConsole(process.env.BENCH_DIST ?? 'dist');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    return [...(await proxyOverhead(browser, served)), ...(await connectTimes(browser, served))];
  } finally {
    await browser.close();
    await served.close();
  }
}
