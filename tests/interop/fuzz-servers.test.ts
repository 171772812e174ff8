import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FixtureServer } from '../../e2e/fixtures/serve-node';
import { spawnFixture } from '../../e2e/fixtures/spawn-fixture';
import { runCli } from '../integration/stdio-checks-harness';

/**
 * Issue 42: `fuzz` on HTTP servers built with frameworks written elsewhere (e2e/fixtures/interop/).
 * Each gives exactly the pinned findings, and each one is true:
 * - `arguments: null` / `arguments: an array` answered -32603: `arguments` must be an object, and
 *   the spec answers a malformed request with -32602 (the v1 SDK underneath @hono/mcp and
 *   mcp-framework, and server-everything, report the failed params parse as an internal error).
 * - tmcp answers a call with an unknown property as a success, although the schema it lists says
 *   `additionalProperties: false` (its zod object strips the key instead of refusing it).
 * mcp-handler (the official server SDK 2.4) gives none.
 */
const MALFORMED = ['protocol arguments: an array', 'protocol arguments: null'];

interface Case {
  name: string;
  script: string;
  args: string[];
  expected: string[];
}

const CASES: Case[] = [
  { name: 'tmcp 1.20', script: 'interop/tmcp-server.ts', args: [], expected: ['add invalid-accepted an unknown property mcpConsoleFuzzUnknown'] },
  { name: 'mcp-handler 2.4', script: 'interop/mcp-handler-server.ts', args: [], expected: [] },
  { name: '@hono/mcp 0.3.2', script: 'interop/hono-mcp-server.ts', args: [], expected: MALFORMED.map((f) => `add ${f}`) },
  { name: 'mcp-framework 0.2.22', script: 'interop/mcp-framework-server.ts', args: [], expected: MALFORMED.map((f) => `add ${f}`) },
  // Its trigger-long-running-operation takes 10 s by design: a hang under any short --timeout.
  { name: 'server-everything (HTTP+SSE)', script: 'everything-sse.ts', args: ['--tool', 'echo', '--tool', 'get-sum'], expected: [...MALFORMED.map((f) => `echo ${f}`), ...MALFORMED.map((f) => `get-sum ${f}`)] },
];

function findings(stdout: string): string[] {
  const parsed: unknown = JSON.parse(stdout);
  if (typeof parsed !== 'object' || parsed === null || !('findings' in parsed) || !Array.isArray(parsed.findings)) throw new Error(`not a fuzz report: ${stdout.slice(0, 200)}`);
  return parsed.findings
    .map((f: unknown) => (typeof f === 'object' && f !== null && 'tool' in f && 'kind' in f && 'label' in f ? `${String(f.tool)} ${String(f.kind)} ${String(f.label)}` : ''))
    .sort();
}

describe('interop: fuzz on HTTP servers not written here', { timeout: 90_000 }, () => {
  const servers = new Map<string, FixtureServer>();
  beforeAll(async () => {
    for (const c of CASES) servers.set(c.script, await spawnFixture(c.script, { PORT: '0' }));
  }, 120_000);
  afterAll(async () => {
    await Promise.all([...servers.values()].map((server) => server.close()));
  });

  it.each(CASES)('$name: exactly the pinned findings', async ({ script, args, expected }) => {
    const server = servers.get(script);
    if (server === undefined) throw new Error(`${script} did not start`);
    const run = await runCli(['fuzz', server.url, '--timeout', '5000', '--json', ...args]);
    expect(findings(run.stdout), run.stderr).toEqual([...expected].sort());
    expect(run.code).toBe(expected.length > 0 ? 1 : 0);
  });
});
