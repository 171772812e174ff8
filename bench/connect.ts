import { McpSession, TrafficLog } from '../src/protocol';
import { createDemoFetch } from '../demo-server/browser';
import { DEMO_SERVER_URL } from '../demo-server/constants';
import { startDemoHttpServer } from '../demo-server/http';
import { median, type BenchResult } from './stats';

const ROUNDS = 30;

/** Connect (negotiation included) to the demo server, in-process and over loopback HTTP, in Node. */
export async function benchConnect(): Promise<BenchResult[]> {
  const demoFetch = createDemoFetch();
  const inPage: number[] = [];
  for (let i = 0; i < ROUNDS; i++) inPage.push(await connectOnce(DEMO_SERVER_URL, demoFetch));
  const http = await startDemoHttpServer({ port: 0 });
  const overHttp: number[] = [];
  try {
    for (let i = 0; i < ROUNDS; i++) overHttp.push(await connectOnce(http.url, fetch));
  } finally {
    await http.close();
  }
  return [
    { name: 'connect to demo server, in-process handler (Node), median of 30', value: median(inPage), unit: 'ms' },
    { name: 'connect to demo server over loopback HTTP (Node), median of 30', value: median(overHttp), unit: 'ms' },
  ];
}

async function connectOnce(url: string, fetchFn: typeof fetch): Promise<number> {
  const session = new McpSession({ url, fetch: fetchFn, traffic: new TrafficLog() });
  const started = performance.now();
  const status = await session.connect();
  const elapsed = performance.now() - started;
  await session.close();
  if (status.state !== 'connected') throw new Error(`connect failed: ${JSON.stringify(status)}`);
  return elapsed;
}
