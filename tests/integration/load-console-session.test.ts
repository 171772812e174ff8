import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { McpSession, TrafficLog } from '../../src/protocol';
import { prepareLoad, runLoad } from '../../src/qa/load';
import { browserLoadReach } from '../../src/features/qa-report/load/load-wire';
import { startLegacySessionServer } from '../../e2e/fixtures/legacy-session-server';
import { startQaTarget } from '../../e2e/fixtures/qa-target-server';
import type { FixtureServer } from '../../e2e/fixtures/serve-node';

/** Not the servers' origin: the page of a console that is not a stdio bridge. */
const CONSOLE_ORIGIN = 'http://127.0.0.1:1';

async function loadRunOn(url: string) {
  const traffic = new TrafficLog();
  const session = new McpSession({ url, traffic, timeoutMs: 10_000 });
  const status = await session.connect();
  expect(status.state).toBe('connected');
  const plan = browserLoadReach(session, 10_000, false, CONSOLE_ORIGIN);
  const marked = browserLoadReach(session, 10_000, true, CONSOLE_ORIGIN);
  if (plan === undefined || marked === undefined) throw new Error('not connected');
  const since = traffic.nextExchangeId;
  const prepared = await prepareLoad(plan.reach, plan.capabilities, []);
  const report = await runLoad({ ...prepared, load: marked.reach.load }, { concurrency: 2, durationMs: 1000, timeoutMs: 10_000, gates: {} });
  marked.note('Load run: marked');
  const logged = traffic.getSnapshot().exchanges.filter((e) => e.id >= since);
  return { session, report, logged, privateLog: marked.reach.load.wire.traffic };
}

// The QA panel's Load section runs on the console's own session (issue 42): it must not flood the
// Traffic log, and on a legacy server it must share the session, not break it.
describe('a load run on the console\'s session', { timeout: 60_000 }, () => {
  let legacy: FixtureServer;
  let modern: Awaited<ReturnType<typeof startQaTarget>>;
  beforeAll(async () => {
    [legacy, modern] = await Promise.all([startLegacySessionServer(0), startQaTarget(0, { faults: false, slowMs: 5 })]);
  });
  afterAll(async () => {
    await Promise.all([legacy.close(), modern.close()]);
  });

  it('on a 2026-07-28 server: answered rows, and one marked request in Traffic for the whole run', async () => {
    const { session, report, logged } = await loadRunOn(modern.url);
    expect(report.protocolVersion).toBe('2026-07-28');
    const answered = report.rows.reduce((n, r) => n + r.count, 0);
    expect(answered).toBeGreaterThan(0);
    expect(report.rows.every((r) => r.errors === 0)).toBe(true);
    expect(logged).toHaveLength(1);
    expect(logged[0]?.note).toBe('Load run: marked');
    await session.close();
  });

  it('on a legacy session server: the run uses the console\'s session, which still answers afterwards', async () => {
    const { session, report, logged, privateLog } = await loadRunOn(legacy.url);
    expect(report.protocolVersion).not.toBe('2026-07-28');
    expect(report.rows.reduce((n, r) => n + r.count, 0)).toBeGreaterThan(0);
    expect(report.rows.every((r) => r.errors === 0)).toBe(true);
    // No second initialize: the run's requests carry the console's Mcp-Session-Id.
    expect(privateLog.getSnapshot().exchanges.some((e) => e.rpcMethod === 'initialize')).toBe(false);
    expect(logged.filter((e) => e.note === 'Load run: marked')).toHaveLength(1);
    expect(session.status.getSnapshot().state).toBe('connected');
    const tools = await session.client?.listTools();
    expect(tools?.tools).toBeDefined();
    await session.close();
  });
});
