import { describe, expect, it } from 'vitest';
import { CLEAN, jsonReport, runCli, type ReportResult } from './stdio-checks-harness';

async function unsupportedVersion(extra: readonly string[]): Promise<ReportResult | undefined> {
  const run = await runCli(['check', '--json', ...extra, '--', ...CLEAN]);
  return jsonReport(run.stdout).results.find((r) => r.id === 'http.unsupported-version');
}

/**
 * Issue 39: on stdio every check talks to one process, so a check's outcome could depend on what
 * ran before it. http.unsupported-version gave a pass alone and a fail in a full run (the SDK's
 * serveStdio checks the version of the opening requests only); its finding quoted the bridge's
 * HTTP 200 and the Streamable HTTP sentence.
 */
describe('stdio findings: worded for stdio, the same alone as in a full run', { timeout: 90_000 }, () => {
  it('http.unsupported-version gives the same verdict run alone and after every other check, quoting the JSON-RPC rule and no HTTP status', async () => {
    const alone = await unsupportedVersion(['--only', 'http.unsupported-version']);
    const full = await unsupportedVersion([]);
    expect(alone?.status).toBe('fail');
    expect(full?.status).toBe(alone?.status);
    for (const result of [alone, full]) {
      expect(result?.message).toContain('after an ordinary tools/list on the same connection');
      expect(result?.message).toContain('it MUST respond with an UnsupportedProtocolVersionError listing the versions it does support." (MUST, MCP 2026-07-28, basic/versioning)');
      // The bridge answers every request with HTTP 200: that status is not the server's.
      expect(result?.message).not.toMatch(/HTTP \d{3}/);
      expect(result?.message).not.toContain('streamable-http');
    }
  });
});
