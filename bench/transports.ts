import { createServer } from 'node:http';
import { specTypeSchemas } from '@modelcontextprotocol/client';
import { BridgeHost } from '../bin/serve/host';
import { startEverything, startEverythingSse } from '../e2e/fixtures/everything';
import { startNoCorsServer } from '../e2e/fixtures/no-cors-server';
import { McpSession, TrafficLog } from '../src/protocol';
import { median, type BenchResult } from './stats';

const CONNECTS = 15;
const CALLS = 200;

async function connectMs(url: string): Promise<number> {
  const session = new McpSession({ url, traffic: new TrafficLog() });
  const started = performance.now();
  const status = await session.connect();
  const elapsed = performance.now() - started;
  await session.close();
  if (status.state !== 'connected') throw new Error(`connect to ${url} failed: ${JSON.stringify(status)}`);
  return elapsed;
}

/** Connecting with no remembered verdict: Streamable HTTP, and HTTP+SSE after its failed POST (decision 0032). */
async function connectTimes(): Promise<BenchResult[]> {
  const [streamable, sse] = await Promise.all([startEverything(0), startEverythingSse(0)]);
  const a: number[] = [];
  const b: number[] = [];
  try {
    for (let i = 0; i < CONNECTS; i++) {
      a.push(await connectMs(streamable.url));
      b.push(await connectMs(sse.url));
    }
  } finally {
    await Promise.all([streamable.close(), sse.close()]);
  }
  return [
    { name: `connect server-everything over Streamable HTTP, no remembered verdict, median of ${CONNECTS}`, value: median(a), unit: 'ms' },
    { name: `connect server-everything over HTTP+SSE (probe, POST refused, GET stream, initialize), median of ${CONNECTS}`, value: median(b), unit: 'ms' },
  ];
}

async function callMs(session: McpSession): Promise<number> {
  const started = performance.now();
  await session.request({ method: 'tools/call', params: { name: 'echo', arguments: { message: 'hi' } } }, specTypeSchemas.CallToolResult);
  return performance.now() - started;
}

/** A `tools/call` to the no-CORS fixture, direct and through the served console's proxy (interleaved). */
async function proxyOverhead(): Promise<BenchResult[]> {
  const upstream = await startNoCorsServer(0);
  const host = new BridgeHost({ stdio: [] });
  const listener = createServer((req, res) => {
    if (!host.handle(req, res)) res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const address = listener.address();
  if (address === null || typeof address === 'string') throw new Error('the proxy listener has no TCP address');
  host.listening({ host: '127.0.0.1', port: address.port });
  const { port } = address;
  const proxied = `http://127.0.0.1:${port}/.mcp-console/proxy?target=${encodeURIComponent(upstream.url)}`;
  const direct = new McpSession({ url: upstream.url, traffic: new TrafficLog() });
  const viaProxy = new McpSession({ url: proxied, headers: { 'x-mcp-console-secret': host.secret }, secretHeaders: ['x-mcp-console-secret'], traffic: new TrafficLog() });
  const a: number[] = [];
  const b: number[] = [];
  try {
    await Promise.all([direct.connect(), viaProxy.connect()]);
    for (let i = 0; i < CALLS; i++) {
      a.push(await callMs(direct));
      b.push(await callMs(viaProxy));
    }
  } finally {
    await Promise.all([direct.close(), viaProxy.close()]);
    listener.closeAllConnections();
    await new Promise<void>((resolve) => listener.close(() => resolve()));
    await upstream.close();
  }
  return [
    { name: `tools/call direct (McpSession, loopback), median of ${CALLS}`, value: median(a), unit: 'ms' },
    { name: `tools/call through the local proxy, median of ${CALLS}`, value: median(b), unit: 'ms' },
    { name: 'local proxy overhead: through the proxy / direct', value: median(b) / median(a), unit: 'ratio' },
  ];
}

/** Issue 32: connecting over HTTP+SSE against Streamable HTTP, and the local proxy's cost per call. */
export async function benchTransports(): Promise<BenchResult[]> {
  return [...(await connectTimes()), ...(await proxyOverhead())];
}
