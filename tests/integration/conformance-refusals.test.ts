import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startListenRefusingServer } from '../../e2e/fixtures/listen-refusing-server';
import type { FixtureServer } from '../../e2e/fixtures/serve-node';
import { McpSession } from '../../src/protocol';
import { checkTargetFromSession, runChecks } from '../../src/qa/conformance';

let server: FixtureServer;
beforeAll(async () => {
  server = await startListenRefusingServer(0);
});
afterAll(async () => {
  await server.close();
});

describe('a server that refuses an optional feature with a JSON-RPC error (issue 33)', () => {
  it('refusing subscriptions/listen before the ack (spec §17.4) fails no listen.* check and the error is quoted', async () => {
    const session = new McpSession({ url: server.url });
    expect((await session.connect()).state).toBe('connected');
    try {
      const target = checkTargetFromSession(session, { environment: 'node' });
      if (target === undefined) throw new Error('no check target');
      const report = await runChecks(target, { only: ['listen.*'] });
      expect(report.era).toBe('modern');
      expect(report.results.map((r) => r.id).sort()).toEqual(['listen.ack-first', 'listen.honored-subset', 'listen.subscription-id']);
      for (const result of report.results) {
        expect(result.status, result.id).toBe('n/a');
        expect(result.message).toContain('-32603 "Subscription limit reached"');
        expect(result.message).not.toContain('The first message was');
        expect(result.evidence).toHaveLength(1);
      }
    } finally {
      await session.close();
    }
  });
});
