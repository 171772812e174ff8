import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { installedPackage, REPO_ROOT, type InstalledPackage } from './installed';
import { runCli } from './run-cli';

const serverEntry = (name: string): string => join(REPO_ROOT, 'node_modules', '@modelcontextprotocol', name, 'dist', 'index.js');

interface Result {
  id: string;
  status: string;
  message: string;
}

function results(stdout: string): Result[] {
  const parsed: unknown = JSON.parse(stdout);
  if (typeof parsed !== 'object' || parsed === null || !('results' in parsed) || !Array.isArray(parsed.results)) throw new Error('not a report');
  return parsed.results.map((r: unknown): Result => {
    if (typeof r !== 'object' || r === null || !('id' in r) || !('status' in r) || !('message' in r)) throw new Error('malformed result');
    return { id: String(r.id), status: String(r.status), message: String(r.message) };
  });
}

/**
 * Real stdio servers not written here (issue 31), run by the installed package. Each expected
 * warning is a true finding, the same one the server shows over HTTP:
 * - `pagination.*.invalid-cursor`: an unknown cursor gets the first page instead of -32602
 *   (spec, pagination: "Invalid cursors SHOULD result in an error with code -32602").
 * - `tools.unknown-tool`: an unknown tool is answered with an isError result instead of the
 *   protocol error -32602 the tools page lists for unknown tools.
 * - `lifecycle.logging-invalid-level` (everything): an invalid level gets -32603 (its schema
 *   error surfaced as an internal error) instead of -32602 invalid params.
 */
const EVERYTHING_WARNINGS = [
  'lifecycle.logging-invalid-level',
  'pagination.tools-list.invalid-cursor',
  'pagination.prompts-list.invalid-cursor',
  'pagination.resources-list.invalid-cursor',
  'pagination.resources-templates-list.invalid-cursor',
  'tools.unknown-tool',
];
const FILESYSTEM_WARNINGS = ['pagination.tools-list.invalid-cursor', 'tools.unknown-tool'];
const MEMORY_WARNINGS = ['pagination.tools-list.invalid-cursor', 'pagination.resources-list.invalid-cursor', 'pagination.resources-templates-list.invalid-cursor', 'tools.unknown-tool'];

describe('the installed package on real stdio servers', { timeout: 120_000 }, () => {
  let pkg: InstalledPackage;
  let work: string;
  let servers: { name: string; command: string[]; warnings: string[] }[];
  beforeAll(() => {
    pkg = installedPackage();
    work = mkdtempSync(join(tmpdir(), 'mcp-console-stdio-package-'));
    const files = join(work, 'files');
    mkdirSync(files, { recursive: true });
    writeFileSync(join(files, 'hello.txt'), 'hello\n');
    servers = [
      { name: 'server-everything', command: [process.execPath, serverEntry('server-everything'), 'stdio'], warnings: EVERYTHING_WARNINGS },
      { name: 'server-filesystem', command: [process.execPath, serverEntry('server-filesystem'), files], warnings: FILESYSTEM_WARNINGS },
      { name: 'server-memory', command: [process.execPath, serverEntry('server-memory')], warnings: MEMORY_WARNINGS },
    ];
  });
  const memoryEnv = (): Record<string, string> => ({ MEMORY_FILE_PATH: join(work, 'memory.jsonl') });

  it.each(['server-everything', 'server-filesystem', 'server-memory'])('check -- <%s> exits 0: no fail, only its known true warnings, every stdio check passes', async (name) => {
    const server = servers.find((s) => s.name === name);
    if (server === undefined) throw new Error(name);
    const run = await runCli(pkg.installDir, ['check', '--json', '--', ...server.command], memoryEnv());
    expect(run.code, run.stderr).toBe(0);
    const report = results(run.stdout);
    expect(report.filter((r) => r.status === 'fail')).toEqual([]);
    expect(report.filter((r) => r.status === 'warn').map((r) => r.id)).toEqual(server.warnings);
    expect(report.filter((r) => r.id.startsWith('stdio.')).map((r) => r.status)).toEqual(['pass', 'pass', 'pass']);
    expect(report.find((r) => r.id === 'http.origin-validated')?.message).toBe('stdio server: there is no HTTP request to carry an Origin header.');
  });

  it('snapshot --out x.json -- <command>, then diff x.json -- <command>: exit 0, no change', async () => {
    const out = join(work, 'memory.snapshot.json');
    const command = [process.execPath, serverEntry('server-memory')];
    const snapshot = await runCli(pkg.installDir, ['snapshot', '--out', out, '--', ...command], memoryEnv());
    expect(snapshot.code, snapshot.stderr).toBe(0);
    const diff = await runCli(pkg.installDir, ['diff', out, '--', ...command], memoryEnv());
    expect(diff.code, diff.stderr).toBe(0);
    expect(diff.stdout).toContain('No changes.');
  });

  it('check --config <file> --server <name> checks that entry of a Claude Desktop file', async () => {
    const config = join(work, 'claude_desktop_config.json');
    const memory = { command: 'node', args: [serverEntry('server-memory')], env: { MEMORY_FILE_PATH: '${env:MCP_CONSOLE_TEST_MEMORY}' } };
    writeFileSync(config, JSON.stringify({ mcpServers: { memory, remote: { url: 'https://mcp.example.com/mcp', headers: { Authorization: 'Bearer ${input:token}' } } } }));
    const run = await runCli(pkg.installDir, ['check', '--json', '--config', config, '--server', 'memory'], { MCP_CONSOLE_TEST_MEMORY: join(work, 'config-memory.jsonl') });
    expect(run.code, run.stderr).toBe(0);
    expect(results(run.stdout).find((r) => r.id === 'stdio.exits-on-stdin-close')?.status).toBe('pass');
    expect(run.stderr).toContain('server "remote": ${input:token} cannot be resolved here');
  });

  it('a command that does not exist exits 2 with a clear message and no report', async () => {
    const run = await runCli(pkg.installDir, ['check', '--', '/nonexistent/binary']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('mcp-console: Cannot start "/nonexistent/binary": command not found');
    expect(run.stdout).toBe('');
  });

  it('a server that crashes at start exits 2 with one message: its exit code and last stderr lines, not the bridge\'s 503', async () => {
    const run = await runCli(pkg.installDir, ['check', '--', process.execPath, '-e', "console.error('fatal: no config file'); process.exit(4)"]);
    expect(run.code).toBe(2);
    const messages = run.stderr.split('\n').filter((line) => line.startsWith('mcp-console:'));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('exited with code 4');
    expect(run.stderr).toContain('Its last stderr lines:\n  fatal: no config file');
    expect(run.stderr).not.toMatch(/-32000|503/);
    expect(run.stdout).toBe('');
  });
});
