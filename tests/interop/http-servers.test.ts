import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FixtureServer } from '../../e2e/fixtures/serve-node';
import { spawnFixture } from '../../e2e/fixtures/spawn-fixture';
import { runCli } from '../integration/stdio-checks-harness';
import { checkUrl, fuzzFindings, MALFORMED, pinned } from './harness';

/**
 * Issue 33: HTTP servers built with frameworks written elsewhere, each set up as its own README
 * shows (e2e/fixtures/interop/), started by the test and checked by the CLI with --call-tools.
 * Each server gives exactly the pinned findings; every one is a true finding, explained in the
 * README's Interop table. Common to all of them:
 * - http.origin-validated (fail): a foreign Origin is answered 200 on 127.0.0.1; the transport
 *   spec says servers MUST validate Origin (and answer 403) against DNS rebinding.
 * - http.host-validated (warn): a foreign Host is answered too (best practice, not a MUST).
 * - pagination.*.invalid-cursor (warn): an unknown cursor gets the first page again instead of
 *   -32602 ("Invalid cursors SHOULD result in an error with code -32602").
 * - tools.unknown-tool (warn): an unknown tool is an isError result (or -32603), not -32602.
 */
const PAGINATION = (lists: readonly string[]): string[] => lists.map((list) => `pagination.${list}.invalid-cursor`);
const ALL_LISTS = ['tools-list', 'prompts-list', 'resources-list', 'resources-templates-list'];
const REBINDING_WARN = 'http.host-validated';

interface Case {
  name: string;
  script: string;
  protocolVersion: string;
  expected: Record<string, string>;
  /** Part of the server's answer each named finding must quote (the evidence behind it). */
  quotes?: Record<string, string>;
}

const CASES: Case[] = [
  {
    name: 'tmcp 1.20 (+ @tmcp/transport-http 0.9)',
    script: 'interop/tmcp-server.ts',
    protocolVersion: '2026-07-28',
    // capabilities.undeclared-methods: completion/complete without the completions capability is
    // answered HTTP 200 with an empty result (no `completion` object) instead of 404 / -32601.
    expected: pinned(['capabilities.undeclared-methods', 'http.origin-validated'], [REBINDING_WARN, ...PAGINATION(ALL_LISTS), 'tools.unknown-tool']),
    quotes: { 'capabilities.undeclared-methods': 'completion/complete', 'tools.unknown-tool': 'isError' },
  },
  {
    name: 'mcp-handler 2.4 (official server SDK 2.4 underneath)',
    script: 'interop/mcp-handler-server.ts',
    protocolVersion: '2026-07-28',
    expected: pinned(['http.origin-validated'], [REBINDING_WARN, ...PAGINATION(ALL_LISTS)]),
  },
  {
    name: '@hono/mcp 0.3.2 (v1 SDK McpServer, its README setup)',
    script: 'interop/hono-mcp-server.ts',
    protocolVersion: '2025-11-25',
    // http.legacy-unsupported-version: HTTP 404 (not 400) for an unsupported MCP-Protocol-Version.
    // http.notification-accepted / http.response-accepted: 202 with the JSON body `null`, not an empty body.
    // http.get-stream: 409 "Only one SSE stream is allowed per session": the README shares one
    // session-less transport among all clients, so a second client cannot open its GET stream.
    expected: pinned(
      ['http.get-stream', 'http.legacy-unsupported-version', 'http.notification-accepted', 'http.origin-validated', 'http.response-accepted'],
      [REBINDING_WARN, ...PAGINATION(ALL_LISTS), 'tools.unknown-tool'],
    ),
    quotes: { 'http.legacy-unsupported-version': 'HTTP 404', 'http.notification-accepted': 'body "null"', 'http.get-stream': 'HTTP 409' },
  },
  {
    name: 'mcp-framework 0.2.22 (http-stream transport)',
    script: 'interop/mcp-framework-server.ts',
    protocolVersion: '2025-11-25',
    // resources.legacy-missing, prompts.unknown, prompts.missing-argument, tools.unknown-tool:
    // each answered -32603 (internal error) where the spec names -32002 / -32602.
    expected: pinned(
      ['http.origin-validated'],
      [REBINDING_WARN, ...PAGINATION(ALL_LISTS), 'prompts.missing-argument', 'prompts.unknown', 'resources.legacy-missing', 'tools.unknown-tool'],
    ),
    quotes: { 'prompts.missing-argument': '-32603', 'prompts.unknown': '-32603', 'resources.legacy-missing': '-32603', 'tools.unknown-tool': '-32603' },
  },
  {
    name: 'mcp-proxy 6.7.19 in front of server-memory',
    script: 'interop/mcp-proxy-server.ts',
    protocolVersion: '2026-07-28',
    // The pagination and unknown-tool findings are server-memory's, relayed unchanged.
    expected: pinned(['http.origin-validated'], [REBINDING_WARN, ...PAGINATION(['tools-list', 'resources-list', 'resources-templates-list']), 'tools.unknown-tool']),
  },
  {
    name: 'server-everything 2026.8.31 in its HTTP+SSE (2024-11-05) mode',
    script: 'everything-sse.ts',
    protocolVersion: '2025-11-25',
    // http.origin-validated / http.host-validated: a GET of /sse with a foreign Origin (Host)
    // starts the stream with its endpoint event; that transport's page says servers MUST validate
    // Origin on all incoming connections. lifecycle.logging-invalid-level: an invalid level gets
    // -32603 (its schema error) instead of -32602.
    expected: pinned(['http.origin-validated'], [REBINDING_WARN, 'lifecycle.logging-invalid-level', ...PAGINATION(ALL_LISTS), 'tools.unknown-tool']),
    quotes: { 'http.origin-validated': '"Servers MUST validate the Origin header on all incoming connections to prevent DNS rebinding attacks" (MUST, MCP 2024-11-05', 'lifecycle.logging-invalid-level': '-32603' },
  },
];

/**
 * The six servers start once for both suites below: each is a `node --import tsx` process, and
 * `check` and `fuzz` started them each in a file of their own (decision 0020). Both leave them as
 * they found them: `check` calls read-only tools alone, `fuzz` the tools it names or the read-only
 * ones, and each run has a session of its own. One after another: started all at once on a loaded
 * machine, mcp-proxy's ran past its start budget.
 */
const servers = new Map<string, FixtureServer>();
beforeAll(async () => {
  for (const c of CASES) servers.set(c.script, await spawnFixture(c.script, { PORT: '0' }));
}, 120_000);
afterAll(async () => {
  await Promise.all([...servers.values()].map((server) => server.close()));
});

function serverOf(script: string): FixtureServer {
  const server = servers.get(script);
  if (server === undefined) throw new Error(`${script} did not start`);
  return server;
}

describe('interop: HTTP servers not written here, check --call-tools', () => {
  it.each(CASES)('$name: exactly the pinned findings', async ({ script, protocolVersion, expected, quotes = {} }) => {
    const run = await checkUrl(serverOf(script).url);
    expect(run.protocolVersion, run.stderr).toBe(protocolVersion);
    expect(run.findings).toEqual(expected);
    for (const [id, quote] of Object.entries(quotes)) expect(run.messages.get(id), id).toContain(quote);
    // Every fail quotes the spec sentence it rests on, with its keyword.
    for (const [id, status] of Object.entries(run.findings)) if (status === 'fail') expect(run.messages.get(id), id).toMatch(/"[^"]+" \(MUST, MCP /);
    // --call-tools called the read-only tool and its result checked out.
    expect(run.statuses.get('tools.call-content')).toBe('pass');
    expect(run.code).toBe(Object.values(expected).includes('fail') ? 1 : 0);
  });
});

/**
 * Issue 42: `fuzz` on HTTP servers built with frameworks written elsewhere (e2e/fixtures/interop/).
 * Each gives exactly the pinned findings, and each one is true:
 * - MALFORMED (harness.ts): the v1 SDK underneath @hono/mcp and mcp-framework, and
 *   server-everything, answer them -32603.
 * - tmcp answers a call with an unknown property as a success, although the schema it lists says
 *   `additionalProperties: false` (its zod object strips the key instead of refusing it).
 * mcp-handler (the official server SDK 2.4) and mcp-proxy (whose front is that SDK) give none.
 */
interface FuzzCase {
  name: string;
  script: string;
  args: string[];
  expected: string[];
}

const FUZZ_CASES: FuzzCase[] = [
  { name: 'tmcp 1.20', script: 'interop/tmcp-server.ts', args: [], expected: ['add invalid-accepted an unknown property mcpConsoleFuzzUnknown'] },
  { name: 'mcp-handler 2.4', script: 'interop/mcp-handler-server.ts', args: [], expected: [] },
  { name: '@hono/mcp 0.3.2', script: 'interop/hono-mcp-server.ts', args: [], expected: MALFORMED.map((f) => `add ${f}`) },
  { name: 'mcp-framework 0.2.22', script: 'interop/mcp-framework-server.ts', args: [], expected: MALFORMED.map((f) => `add ${f}`) },
  // server-memory behind it gives the -32603 findings over stdio (stdio-servers.test.ts); the proxy's own server,
  // on the official SDK, refuses a non-object `arguments` with -32602 before relaying: none here.
  { name: 'mcp-proxy 6.7.19 in front of server-memory', script: 'interop/mcp-proxy-server.ts', args: [], expected: [] },
  // Its trigger-long-running-operation takes 10 s by design: a hang under any short --timeout.
  { name: 'server-everything (HTTP+SSE)', script: 'everything-sse.ts', args: ['--tool', 'echo', '--tool', 'get-sum'], expected: [...MALFORMED.map((f) => `echo ${f}`), ...MALFORMED.map((f) => `get-sum ${f}`)] },
];

describe('interop: fuzz on HTTP servers not written here', { timeout: 90_000 }, () => {
  it.each(FUZZ_CASES)('$name: exactly the pinned findings', async ({ script, args, expected }) => {
    const run = await runCli(['fuzz', serverOf(script).url, '--timeout', '5000', '--json', ...args]);
    expect(fuzzFindings(run.stdout), run.stderr).toEqual([...expected].sort());
    expect(run.code).toBe(expected.length > 0 ? 1 : 0);
  });
});
