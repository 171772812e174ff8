import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
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
 * mcp-handler (the official server SDK 2.4) and mcp-proxy (whose front is that SDK) give none.
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
  // server-memory behind it gives the -32603 findings over stdio (below); the proxy's own server,
  // on the official SDK, refuses a non-object `arguments` with -32602 before relaying: none here.
  { name: 'mcp-proxy 6.7.19 in front of server-memory', script: 'interop/mcp-proxy-server.ts', args: [], expected: [] },
  // Its trigger-long-running-operation takes 10 s by design: a hang under any short --timeout.
  { name: 'server-everything (HTTP+SSE)', script: 'everything-sse.ts', args: ['--tool', 'echo', '--tool', 'get-sum'], expected: [...MALFORMED.map((f) => `echo ${f}`), ...MALFORMED.map((f) => `get-sum ${f}`)] },
];

function report(stdout: string): Record<string, unknown> {
  const parsed: unknown = JSON.parse(stdout);
  if (typeof parsed !== 'object' || parsed === null || !('findings' in parsed) || !Array.isArray(parsed.findings)) throw new Error(`not a fuzz report: ${stdout.slice(0, 200)}`);
  return { ...parsed };
}

const records = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.filter((v): v is Record<string, unknown> => typeof v === 'object' && v !== null) : []);

function findings(stdout: string): string[] {
  return records(report(stdout).findings)
    .map((f) => `${String(f.tool)} ${String(f.kind)} ${String(f.label)}`)
    .sort();
}

/** The tools a run called, and those it left alone for not being annotated read-only. */
function called(stdout: string): { tools: string[]; leftAlone: string[] } {
  const parsed = report(stdout);
  return { tools: records(parsed.tools).map((t) => String(t.name)).sort(), leftAlone: records(parsed.notes).map((n) => String(n.tool)).sort() };
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

/**
 * The unmodified reference stdio servers through `fuzz -- <command>` (the CLI spawns and bridges
 * them). Only their read-only tools are called: filesystem's on a temporary folder it may read,
 * memory's on an empty graph file. Both run the v1 SDK (1.32), whose failed params parse is
 * answered -32603 instead of -32602, so `arguments: null` and `arguments: an array` are true
 * findings on every tool (the same as server-everything above). Nothing else is found.
 */
const entry = (name: string): string => fileURLToPath(new URL(`../../node_modules/@modelcontextprotocol/${name}/dist/index.js`, import.meta.url));
const malformedOn = (tools: readonly string[]): string[] => tools.flatMap((tool) => MALFORMED.map((f) => `${tool} ${f}`)).sort();

const FILESYSTEM_READS = ['directory_tree', 'get_file_info', 'list_allowed_directories', 'list_directory', 'list_directory_with_sizes', 'read_file', 'read_media_file', 'read_multiple_files', 'read_text_file', 'search_files'];
const MEMORY_READS = ['open_nodes', 'read_graph', 'search_nodes'];

describe('interop: fuzz on the reference stdio servers', { timeout: 120_000 }, () => {
  let work: string;
  let files: string;
  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), 'mcp-console-interop-fuzz-'));
    files = join(work, 'files');
    mkdirSync(files);
    writeFileSync(join(files, 'notes.txt'), 'first line\nsecond line\n');
  });
  afterAll(() => {
    rmSync(work, { recursive: true, force: true });
  });

  it('server-filesystem 2026.8.31: its read tools only, exactly the pinned findings, and the folder unchanged', async () => {
    const run = await runCli(['fuzz', '--timeout', '5000', '--json', '--', process.execPath, entry('server-filesystem'), files]);
    expect(findings(run.stdout), run.stderr).toEqual(malformedOn(FILESYSTEM_READS));
    expect(called(run.stdout)).toEqual({ tools: FILESYSTEM_READS, leftAlone: ['create_directory', 'edit_file', 'move_file', 'write_file'] });
    expect(readdirSync(files)).toEqual(['notes.txt']);
    expect(run.code).toBe(1);
  });

  it('server-memory 2026.8.31: read_graph, search_nodes and open_nodes only, exactly the pinned findings, and no graph written', async () => {
    const memory = join(work, 'memory.jsonl');
    const run = await runCli(['fuzz', '--timeout', '5000', '--json', '--', process.execPath, entry('server-memory')], { MEMORY_FILE_PATH: memory });
    expect(findings(run.stdout), run.stderr).toEqual(malformedOn(MEMORY_READS));
    const { tools, leftAlone } = called(run.stdout);
    expect(tools).toEqual(MEMORY_READS);
    expect(leftAlone).toEqual(['add_observations', 'create_entities', 'create_relations', 'delete_entities', 'delete_observations', 'delete_relations']);
    expect(readdirSync(work)).toEqual(['files']);
    expect(run.code).toBe(1);
  });
});
