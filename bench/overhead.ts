import { specTypeSchemas } from '@modelcontextprotocol/client';
import { startDemoHttpServer } from '../demo-server/http';
import { McpSession, TrafficLog } from '../src/protocol';
import { median, type BenchResult } from './stats';

const CALLS = 1_000;
const WARMUP = 50;
const URI = 'demo://docs/changelog.md';

/**
 * Per-call cost of the protocol layer (SDK client + tap + error mapping) against the bare
 * minimum: a `fetch` POST of the same JSON-RPC body with the same headers, on loopback.
 * The raw request is copied from the session's own traffic so both hit the server identically.
 */
export async function benchProtocolOverhead(): Promise<BenchResult[]> {
  const server = await startDemoHttpServer({ port: 0 });
  try {
    const session = new McpSession({ url: server.url, traffic: new TrafficLog() });
    const status = await session.connect();
    if (status.state !== 'connected') throw new Error(`connect failed: ${JSON.stringify(status)}`);
    const read = () => session.request({ method: 'resources/read', params: { uri: URI } }, specTypeSchemas.ReadResourceResult);
    for (let i = 0; i < WARMUP; i++) await read();
    const template = session.traffic.getSnapshot().exchanges.findLast((e) => e.rpcMethod === 'resources/read');
    const body = template?.request.body?.text;
    if (template === undefined || body === undefined) throw new Error('no resources/read exchange to copy');
    const headers = Object.fromEntries(template.request.headers);
    const raw = async (id: number): Promise<void> => {
      const message: unknown = JSON.parse(body);
      const response = await fetch(server.url, { method: 'POST', headers, body: JSON.stringify({ ...Object(message), id }) });
      const text = await response.text();
      if (!response.ok || !text.includes('"contents"')) throw new Error(`raw fetch failed: HTTP ${response.status} ${text.slice(0, 200)}`);
    };
    for (let i = 0; i < WARMUP; i++) await raw(i);
    const viaSession: number[] = [];
    const viaFetch: number[] = [];
    // Interleaved so drift (GC, CPU frequency) hits both sides alike.
    for (let i = 0; i < CALLS; i++) {
      let started = performance.now();
      await read();
      viaSession.push(performance.now() - started);
      started = performance.now();
      await raw(10_000 + i);
      viaFetch.push(performance.now() - started);
    }
    await session.close();
    const sessionMs = median(viaSession);
    const fetchMs = median(viaFetch);
    return [
      { name: `resources/read through McpSession, median of ${CALLS} (loopback)`, value: sessionMs, unit: 'ms' },
      { name: `resources/read as a raw fetch JSON-RPC POST, median of ${CALLS} (loopback)`, value: fetchMs, unit: 'ms' },
      { name: 'protocol overhead: McpSession / raw fetch (target ≤ 1.2)', value: sessionMs / fetchMs, unit: 'ratio' },
    ];
  } finally {
    await server.close();
  }
}
