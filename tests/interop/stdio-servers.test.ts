import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../integration/stdio-checks-harness';
import { checkCommand, fuzzCalls, fuzzFindings, MALFORMED, pinned } from './harness';

/**
 * Issue 33: the unmodified reference stdio servers, checked through `check --call-tools -- <command>`
 * (the CLI spawns and bridges them; HTTP-only checks are n/a there). True findings only:
 * - pagination.*.invalid-cursor (warn): an unknown cursor gets the first page instead of -32602.
 * - tools.unknown-tool (warn): an unknown tool is an isError result, not the protocol error -32602.
 * - tools.call-text-mirror (warn, filesystem): read_multiple_files returns structuredContent
 *   `{ content: "<text>" }` and a text block with the bare text, not the serialized JSON the
 *   spec asks for ("SHOULD also return the serialized JSON in a TextContent block").
 */
const entry = (name: string): string => fileURLToPath(new URL(`../../node_modules/@modelcontextprotocol/${name}/dist/index.js`, import.meta.url));

/** A temporary folder with `files/notes.txt` for the servers to read, made before a suite and removed after it. */
function scratchFolder(prefix: string): { work: string; files: string } {
  const folder = { work: '', files: '' };
  beforeAll(() => {
    folder.work = mkdtempSync(join(tmpdir(), prefix));
    folder.files = join(folder.work, 'files');
    mkdirSync(folder.files);
    writeFileSync(join(folder.files, 'notes.txt'), 'first line\nsecond line\n');
  });
  afterAll(() => {
    rmSync(folder.work, { recursive: true, force: true });
  });
  return folder;
}

describe('interop: reference stdio servers, check --call-tools -- <command>', () => {
  const folder = scratchFolder('mcp-console-interop-stdio-');

  it('server-filesystem 2026.8.31: exactly the pinned findings (none from the stdio checks)', async () => {
    const run = await checkCommand([process.execPath, entry('server-filesystem'), folder.files]);
    expect(run.protocolVersion, run.stderr).toBe('2025-11-25');
    expect(run.findings).toEqual(pinned([], ['pagination.tools-list.invalid-cursor', 'tools.call-text-mirror', 'tools.unknown-tool']));
    expect(run.messages.get('tools.call-text-mirror')).toContain('read_multiple_files');
    expect(run.statuses.get('tools.call-content')).toBe('pass');
    expect(run.statuses.get('stdio.stdout-json-only')).toBe('pass');
    expect(run.code).toBe(0);
  });

  it('server-memory 2026.8.31: exactly the pinned findings (none from the stdio checks)', async () => {
    const run = await checkCommand([process.execPath, entry('server-memory')], { MEMORY_FILE_PATH: join(folder.work, 'memory.jsonl') });
    expect(run.protocolVersion, run.stderr).toBe('2025-11-25');
    expect(run.findings).toEqual(
      pinned([], ['pagination.resources-list.invalid-cursor', 'pagination.resources-templates-list.invalid-cursor', 'pagination.tools-list.invalid-cursor', 'tools.unknown-tool']),
    );
    expect(run.statuses.get('tools.call-content')).toBe('pass');
    expect(run.statuses.get('stdio.stdout-json-only')).toBe('pass');
    expect(run.code).toBe(0);
  });
});

/**
 * The unmodified reference stdio servers through `fuzz -- <command>` (the CLI spawns and bridges
 * them). Only their read-only tools are called: filesystem's on a temporary folder it may read,
 * memory's on an empty graph file. Both run the v1 SDK (1.32), whose failed params parse is
 * answered -32603 instead of -32602, so `arguments: null` and `arguments: an array` are true
 * findings on every tool (the same as server-everything over HTTP). Nothing else is found.
 */
const malformedOn = (tools: readonly string[]): string[] => tools.flatMap((tool) => MALFORMED.map((f) => `${tool} ${f}`)).sort();

const FILESYSTEM_READS = ['directory_tree', 'get_file_info', 'list_allowed_directories', 'list_directory', 'list_directory_with_sizes', 'read_file', 'read_media_file', 'read_multiple_files', 'read_text_file', 'search_files'];
const MEMORY_READS = ['open_nodes', 'read_graph', 'search_nodes'];

describe('interop: fuzz on the reference stdio servers', { timeout: 120_000 }, () => {
  const folder = scratchFolder('mcp-console-interop-fuzz-');

  it('server-filesystem 2026.8.31: its read tools only, exactly the pinned findings, and the folder unchanged', async () => {
    const run = await runCli(['fuzz', '--timeout', '5000', '--json', '--', process.execPath, entry('server-filesystem'), folder.files]);
    expect(fuzzFindings(run.stdout), run.stderr).toEqual(malformedOn(FILESYSTEM_READS));
    expect(fuzzCalls(run.stdout)).toEqual({ tools: FILESYSTEM_READS, leftAlone: ['create_directory', 'edit_file', 'move_file', 'write_file'] });
    expect(readdirSync(folder.files)).toEqual(['notes.txt']);
    expect(run.code).toBe(1);
  });

  it('server-memory 2026.8.31: read_graph, search_nodes and open_nodes only, exactly the pinned findings, and no graph written', async () => {
    const memory = join(folder.work, 'memory.jsonl');
    const run = await runCli(['fuzz', '--timeout', '5000', '--json', '--', process.execPath, entry('server-memory')], { MEMORY_FILE_PATH: memory });
    expect(fuzzFindings(run.stdout), run.stderr).toEqual(malformedOn(MEMORY_READS));
    const { tools, leftAlone } = fuzzCalls(run.stdout);
    expect(tools).toEqual(MEMORY_READS);
    expect(leftAlone).toEqual(['add_observations', 'create_entities', 'create_relations', 'delete_entities', 'delete_observations', 'delete_relations']);
    expect(readdirSync(folder.work)).toEqual(['files']);
    expect(run.code).toBe(1);
  });
});
