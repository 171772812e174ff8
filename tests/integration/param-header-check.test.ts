import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADER_TOOL, startHeaderToolsServer } from '../../e2e/fixtures/header-tools-server';
import type { FixtureServer } from '../../e2e/fixtures/serve-node';
import { McpSession } from '../../src/protocol';
import { checkTargetFromSession, runChecks, type CheckResult, type CheckRunOptions } from '../../src/qa/conformance';

/**
 * http.param-header on the official server SDK, which enforces the x-mcp-header declarations of
 * its tools (spec §7.4); the defect server, which declares one and never checks it, fails it
 * (tests/integration/conformance-defects.test.ts).
 */
async function check(url: string, options: CheckRunOptions): Promise<CheckResult | undefined> {
  const session = new McpSession({ url });
  await session.connect();
  try {
    const target = checkTargetFromSession(session, { environment: 'node' });
    if (target === undefined) throw new Error(`could not connect to ${url}`);
    return (await runChecks(target, { only: ['http.param-header'], ...options })).results[0];
  } finally {
    await session.close();
  }
}

describe('http.param-header on a server that validates its Mcp-Param headers', () => {
  let server: FixtureServer;
  beforeAll(async () => {
    server = await startHeaderToolsServer(0);
  });
  afterAll(async () => {
    await server.close();
  });

  it('passes when the tool is named: a missing and a changed Mcp-Param-Region both get 400/-32020', async () => {
    const result = await check(server.url, { callToolNames: [HEADER_TOOL] });
    expect(result?.status, result?.message).toBe('pass');
    expect(result?.message).toContain('no Mcp-Param-Region');
    expect(result?.evidence).toHaveLength(2);
  });

  it('is n/a without tool calls, and with --call-tools alone (its header tool is not read-only)', async () => {
    expect((await check(server.url, {}))?.message).toMatch(/^Tool calls are opt-in/);
    expect((await check(server.url, { callTools: true }))?.status).toBe('n/a');
  });
});
