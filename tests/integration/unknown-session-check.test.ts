import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoHttpServer } from '../../demo-server/http';
import { startLegacySessionServer } from '../../e2e/fixtures/legacy-session-server';
import type { FixtureServer } from '../../e2e/fixtures/serve-node';
import { McpSession } from '../../src/protocol';
import { checkTargetFromSession, runChecks, type CheckResult } from '../../src/qa/conformance';

let legacy: FixtureServer;
let modern: FixtureServer;

beforeAll(async () => {
  [legacy, modern] = await Promise.all([startLegacySessionServer(0), startDemoHttpServer({ port: 0 })]);
});
afterAll(async () => {
  await Promise.all([legacy.close(), modern.close()]);
});

async function unknownSession(url: string): Promise<{ result: CheckResult | undefined; status: string }> {
  const session = new McpSession({ url });
  await session.connect();
  try {
    const target = checkTargetFromSession(session, { environment: 'node' });
    if (target === undefined) throw new Error(`could not connect to ${url}`);
    const report = await runChecks(target, { only: ['http.unknown-session'] });
    // The check's deliberate 404/400 must not make the session renew itself.
    const status = session.status.getSnapshot();
    return { result: report.results[0], status: status.state === 'connected' && status.recovery === undefined ? 'untouched' : status.state };
  } finally {
    await session.close();
  }
}

describe('QA check http.unknown-session', () => {
  it('passes a server that answers 404 (spec §10.2)', async () => {
    const { result, status } = await unknownSession(legacy.url);
    expect(result).toMatchObject({ id: 'http.unknown-session', status: 'pass' });
    expect(result?.evidence).toHaveLength(1);
    expect(status).toBe('untouched');
  });

  it('warns about a server that answers 400, quoting the spec and the fix', async () => {
    const { result } = await unknownSession(legacy.url.replace(/\/mcp$/, '/mcp-400'));
    expect(result?.status).toBe('warn');
    expect(result?.message).toContain('HTTP 400');
    expect(result?.message).toContain('after which it MUST respond to requests containing that session ID with HTTP 404 Not Found');
    expect(result?.severity).toBe('warning');
    expect(result?.message).toContain('Fix: ');
  });

  it('does not report a modern (sessionless) server', async () => {
    const { result } = await unknownSession(modern.url);
    expect(result?.status).toBe('n/a');
  });
});
