import { startFastMcp } from '../e2e/fixtures/fastmcp-server';
import { startQaServer } from '../e2e/fixtures/qa-legacy-server';
import { startV1SdkServer } from '../e2e/fixtures/v1-sdk-tools-server';
import { hostFetch } from '../src/node/host-fetch';
import { McpSession } from '../src/protocol';
import { checkTargetFromSession, runChecks } from '../src/qa/conformance';
import { median, type BenchResult } from './stats';

const ROUNDS = 5;

/** Check time (report durationMs) of a full `check --call-tools` run, connect excluded. */
async function checkTime(url: string): Promise<number> {
  const session = new McpSession({ url });
  await session.connect();
  try {
    const target = checkTargetFromSession(session, { environment: 'node', hostFetch });
    if (target === undefined) throw new Error(`could not connect to ${url}`);
    return (await runChecks(target, { callTools: true })).durationMs;
  } finally {
    await session.close();
  }
}

/** Issue 23: the legacy suite with read-only tool calls on the QA twin, the v1-SDK and the fastmcp fixtures. */
export async function benchQaChecks(): Promise<BenchResult[]> {
  const servers: [string, { url: string; close(): Promise<void> }][] = [
    ['QA twin (2025-11-25, 9 read-only tools)', await startQaServer({ port: 0, broken: false })],
    ['v1-SDK McpServer', await startV1SdkServer(0)],
    ['fastmcp', await startFastMcp(0)],
  ];
  const results: BenchResult[] = [];
  try {
    for (const [name, server] of servers) {
      const times: number[] = [];
      for (let i = 0; i < ROUNDS; i++) times.push(await checkTime(server.url));
      results.push({ name: `check --call-tools on ${name}: check time, median of ${ROUNDS}`, value: median(times), unit: 'ms' });
    }
  } finally {
    await Promise.all(servers.map(([, server]) => server.close()));
  }
  return results;
}
