import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkCommand, pinned } from './harness';

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

describe('interop: reference stdio servers, check --call-tools -- <command>', () => {
  let work: string;
  let files: string;
  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), 'mcp-console-interop-stdio-'));
    files = join(work, 'files');
    mkdirSync(files);
    writeFileSync(join(files, 'notes.txt'), 'first line\nsecond line\n');
  });
  afterAll(() => {
    rmSync(work, { recursive: true, force: true });
  });

  it('server-filesystem 2026.8.31: exactly the pinned findings (none from the stdio checks)', async () => {
    const run = await checkCommand([process.execPath, entry('server-filesystem'), files]);
    expect(run.protocolVersion, run.stderr).toBe('2025-11-25');
    expect(run.findings).toEqual(pinned([], ['pagination.tools-list.invalid-cursor', 'tools.call-text-mirror', 'tools.unknown-tool']));
    expect(run.messages.get('tools.call-text-mirror')).toContain('read_multiple_files');
    expect(run.statuses.get('tools.call-content')).toBe('pass');
    expect(run.statuses.get('stdio.stdout-json-only')).toBe('pass');
    expect(run.code).toBe(0);
  });

  it('server-memory 2026.8.31: exactly the pinned findings (none from the stdio checks)', async () => {
    const run = await checkCommand([process.execPath, entry('server-memory')], { MEMORY_FILE_PATH: join(work, 'memory.jsonl') });
    expect(run.protocolVersion, run.stderr).toBe('2025-11-25');
    expect(run.findings).toEqual(
      pinned([], ['pagination.resources-list.invalid-cursor', 'pagination.resources-templates-list.invalid-cursor', 'pagination.tools-list.invalid-cursor', 'tools.unknown-tool']),
    );
    expect(run.statuses.get('tools.call-content')).toBe('pass');
    expect(run.statuses.get('stdio.stdout-json-only')).toBe('pass');
    expect(run.code).toBe(0);
  });
});
