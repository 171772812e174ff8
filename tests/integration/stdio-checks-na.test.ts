import { describe, expect, it } from 'vitest';
import { startStdioTarget, withTarget } from '../../bin/commands/cli-target';
import { McpSession } from '../../src/protocol';
import { checkTargetFromSession, runChecks, type ConformanceReport } from '../../src/qa/conformance';
import { everythingSpec } from './stdio-bridge-harness';
import { unjustifiedNotApplicable } from './na-audit';

/** `check -- <command>`'s own path, in-process: the CLI's stdio target, a session, the checks. */
async function checkStdio(): Promise<ConformanceReport> {
  return withTarget(startStdioTarget(everythingSpec(), undefined), async (server) => {
    const session = new McpSession({ url: server.url, headers: server.headers, secretHeaders: Object.keys(server.headers) });
    await session.connect();
    try {
      const target = checkTargetFromSession(session, { environment: 'node', headers: server.headers, ...(server.stdio === undefined ? {} : { stdio: server.stdio }) });
      if (target === undefined) throw new Error('not connected');
      return await runChecks(target);
    } finally {
      await session.close();
    }
  });
}

describe('n/a on a legacy stdio server (server-everything stdio)', { timeout: 60_000 }, () => {
  it('is only for what stdio or the server truly lacks, each HTTP-only check with its own reason', async () => {
    const report = await checkStdio();
    expect(report.transport).toBe('stdio');
    expect(report.era).toBe('legacy');
    expect(unjustifiedNotApplicable(report, { toolCallsOff: true, stdio: true })).toEqual([]);
    // The audit itself can fail: without the stdio allowance the HTTP-only n/a are flagged.
    expect(unjustifiedNotApplicable(report, { toolCallsOff: true })).toContain('http.origin-validated: stdio server: there is no HTTP request to carry an Origin header.');
    expect(report.results.filter((r) => r.id.startsWith('stdio.')).map((r) => r.status)).toEqual(['pass', 'pass', 'pass']);
  });
});
