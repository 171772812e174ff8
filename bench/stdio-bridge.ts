import { execSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { startStandaloneBridge } from '../bin/serve/host';
import { McpSession, TrafficLog } from '../src/protocol';
import { median, type BenchResult } from './stats';

const CALLS = 200;
const WARMUP = 20;
const STARTS = 10;
const FIXTURE = fileURLToPath(new URL('../e2e/fixtures/stdio-server.ts', import.meta.url));
const FIXTURE_ARGS = ['--import', 'tsx', FIXTURE];
const META = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientCapabilities': {},
  'io.modelcontextprotocol/clientInfo': { name: 'bench', version: '1' },
};
const callBody = (id: number): string => JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'echo', arguments: { text: 'bench' }, _meta: META } });

type Call = (i: number) => Promise<void>;

/** The floor: one JSON-RPC line written to the child's stdin, its answer read from stdout, no client library. */
function rawStdio(): { call: Call; close(): void } {
  const child = spawn(process.execPath, FIXTURE_ARGS, { stdio: ['pipe', 'pipe', 'ignore'] });
  const waiting = new Map<number, () => void>();
  createInterface({ input: child.stdout }).on('line', (line) => {
    const id = Number(/"id":(\d+)/.exec(line)?.[1]);
    waiting.get(id)?.();
    waiting.delete(id);
  });
  return {
    call: (i) =>
      new Promise((resolve) => {
        waiting.set(i, resolve);
        child.stdin.write(`${callBody(i)}\n`);
      }),
    close: () => child.stdin.end(),
  };
}

async function sdkClient(transport: StdioClientTransport | StreamableHTTPClientTransport): Promise<{ call: Call; close(): Promise<void> }> {
  const client = new Client({ name: 'bench', version: '1' });
  await client.connect(transport);
  return { call: async () => {
      await client.callTool({ name: 'echo', arguments: { text: 'bench' } });
    }, close: () => client.close() };
}

/** Time from spawning `mcp-console serve --port 0 [-- command]` to its first stdout line, median of STARTS. */
async function timeToUrl(extra: string[]): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < STARTS; i++) {
    const started = performance.now();
    const child = spawn(process.execPath, ['cli/mcp-console.js', 'serve', '--port', '0', ...extra], { stdio: ['ignore', 'pipe', 'ignore'] });
    await new Promise<void>((resolve) => createInterface({ input: child.stdout }).once('line', () => resolve()));
    times.push(performance.now() - started);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGINT');
    await exited;
  }
  return median(times);
}

/**
 * Issue 31: a `tools/call` round trip through the stdio bridge (HTTP on loopback → relay →
 * child's stdin, and back as SSE) against the SDK's own stdio client, 200 calls each,
 * interleaved; the floors (raw line over stdio, raw fetch through the bridge) itemize where
 * the added time goes. Then the bridge's start: command to printed console URL.
 */
export async function benchStdioBridge(): Promise<BenchResult[]> {
  const bridge = await startStandaloneBridge({ id: 'bench', name: 'stdio: bench', command: process.execPath, args: FIXTURE_ARGS }, { echo: () => undefined });
  const raw = rawStdio();
  const direct = await sdkClient(new StdioClientTransport({ command: process.execPath, args: FIXTURE_ARGS, stderr: 'ignore' }));
  const bridged = await sdkClient(new StreamableHTTPClientTransport(new URL(bridge.url), { requestInit: { headers: bridge.headers } }));
  const session = new McpSession({ url: bridge.url, headers: bridge.headers, traffic: new TrafficLog() });
  await session.connect();
  const viaFetch: Call = async (i) => {
    const response = await fetch(bridge.url, { method: 'POST', headers: { ...bridge.headers, 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body: callBody(i) });
    await response.text();
  };
  const serversUrl = new URL('/.mcp-console/servers', bridge.url).href;
  const httpOnly: Call = async () => {
    await (await fetch(serversUrl, { headers: bridge.headers })).text();
  };
  const viaSession: Call = async () => {
    await session.client?.callTool({ name: 'echo', arguments: { text: 'bench' } });
  };
  const sides: [string, Call][] = [
    ['SDK Client + StdioClientTransport, direct', direct.call],
    ['SDK Client + StreamableHTTPClientTransport through the bridge', bridged.call],
    ['McpSession (the console’s client, tapped) through the bridge', viaSession],
    ['raw JSON-RPC line over stdio (floor)', raw.call],
    ['raw fetch POST through the bridge (floor of the HTTP side)', viaFetch],
    ['(not a call) raw fetch GET of /.mcp-console/servers: loopback HTTP and the guard alone', httpOnly],
  ];
  const times = sides.map((): number[] => []);
  try {
    for (let i = 0; i < WARMUP + CALLS; i++) {
      for (const [at, [, call]] of sides.entries()) {
        const started = performance.now();
        await call(1_000 + i);
        if (i >= WARMUP) times[at]?.push(performance.now() - started);
      }
    }
  } finally {
    await session.close();
    await bridged.close();
    await direct.close();
    raw.close();
    await bridge.close();
  }
  const medians = times.map((t) => median(t));
  const [sdkDirect = NaN, sdkBridged = NaN, , rawLine = NaN, rawFetch = NaN, http = NaN] = medians;
  if (!existsSync('cli/mcp-console.js')) execSync('npm run build:cli', { stdio: 'inherit' });
  const plainStart = await timeToUrl([]);
  const bridgeStart = await timeToUrl(['--', process.execPath, '-e', 'setInterval(() => {}, 1000)']);
  return [
    ...sides.map(([name], at): BenchResult => ({ name: `${name.startsWith('(') ? '' : 'tools/call '}${name}, median of ${CALLS}`, value: medians[at] ?? NaN, unit: 'ms' })),
    { name: 'bridge overhead: SDK client through the bridge / SDK stdio client (goal ≤ 1.5)', value: sdkBridged / sdkDirect, unit: 'ratio' },
    { name: 'added by loopback HTTP (fetch + server + guard, no child)', value: http, unit: 'ms' },
    { name: 'added by the relay (body decode, stream, SSE): raw fetch through the bridge − raw stdio line − HTTP', value: rawFetch - rawLine - http, unit: 'ms' },
    { name: 'added by the SDK HTTP client over a raw fetch', value: sdkBridged - rawFetch, unit: 'ms' },
    { name: `serve --port 0, command to printed URL, median of ${STARTS}`, value: plainStart, unit: 'ms' },
    { name: `serve --port 0 -- <command>, command to printed console URL (child spawned, its start not awaited), median of ${STARTS}`, value: bridgeStart, unit: 'ms' },
  ];
}
