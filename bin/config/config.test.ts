import { mkdtempSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StartError, UsageError } from '../exit-codes';
import { loadConfigServers, workspaceFolderOf } from './index';

const FIXTURES = resolve(import.meta.dirname, '../../e2e/fixtures/config');
const CLAUDE = join(FIXTURES, 'claude_desktop_config.json');
const VSCODE = join(FIXTURES, '.vscode/mcp.json');

function tempConfig(value: unknown): string {
  const file = join(mkdtempSync(join(tmpdir(), 'mcp-console-config-')), 'config.json');
  writeFileSync(file, typeof value === 'string' ? value : JSON.stringify(value));
  return file;
}

beforeEach(() => {
  vi.stubEnv('MCP_CONSOLE_FIXTURE_GREETING', 'hello');
  vi.stubEnv('MCP_CONSOLE_FIXTURE_PORT', '7123');
  vi.stubEnv('MCP_CONSOLE_FIXTURE_TOKEN', 'tok-1');
});
afterEach(() => vi.unstubAllEnvs());

describe('loadConfigServers: Claude Desktop / .mcp.json (mcpServers)', () => {
  it('loads one stdio entry as a lazy bridge spec and one url entry with its headers, ${VAR} and ${env:VAR} expanded', async () => {
    const loaded = await loadConfigServers(CLAUDE);
    expect(loaded.errors).toEqual([]);
    expect(loaded.stdio).toEqual([
      { id: 'stdio-fixture', name: 'Stdio fixture', command: 'node', args: ['--import', 'tsx', 'e2e/fixtures/stdio-server.ts'], env: { FIXTURE_GREETING: 'hello' }, lazy: true },
    ]);
    expect(loaded.urls).toEqual([{ id: 'demo-http', name: 'demo-http', url: 'http://127.0.0.1:7123/mcp', headers: { Authorization: 'Bearer tok-1' }, transport: 'http' }]);
    expect(loaded.open).toBeUndefined();
  });

  it('--server picks the entry to open by its name', async () => {
    expect((await loadConfigServers(CLAUDE, 'Stdio fixture')).open).toBe('stdio-fixture');
    expect((await loadConfigServers(CLAUDE, 'demo-http')).open).toBe('demo-http');
  });

  it('an unknown --server is a usage error that lists the names', async () => {
    const loading = loadConfigServers(CLAUDE, 'nope');
    await expect(loading).rejects.toBeInstanceOf(UsageError);
    await expect(loading).rejects.toThrow('--server "nope" is not in');
    await expect(loadConfigServers(CLAUDE, 'nope')).rejects.toThrow('its servers are "Stdio fixture", "demo-http"');
  });

  it('an unset variable skips its entry with an error naming it, and the rest loads', async () => {
    vi.stubEnv('MCP_CONSOLE_FIXTURE_TOKEN', undefined);
    const loaded = await loadConfigServers(CLAUDE);
    expect(loaded.urls).toEqual([]);
    expect(loaded.stdio.map((s) => s.id)).toEqual(['stdio-fixture']);
    expect(loaded.errors).toEqual(['server "demo-http": ${env:MCP_CONSOLE_FIXTURE_TOKEN} is not set in the environment; set MCP_CONSOLE_FIXTURE_TOKEN or write the value in the file']);
    await expect(loadConfigServers(CLAUDE, 'demo-http')).rejects.toBeInstanceOf(StartError);
  });

  it('expands a variable set to the empty string as empty, and ${VAR:-default} replaces it', async () => {
    vi.stubEnv('MCP_CONSOLE_EMPTY', '');
    const file = tempConfig({ mcpServers: { s: { command: 'x', args: ['a${MCP_CONSOLE_EMPTY}b', '${MCP_CONSOLE_EMPTY:-dflt}'] } } });
    expect((await loadConfigServers(file)).stdio[0]?.args).toEqual(['ab', 'dflt']);
  });

  it('reads Claude Code types, ${VAR:-default}, and names sse entries', async () => {
    const file = tempConfig({
      mcpServers: {
        remote: { type: 'sse', url: 'https://mcp.example.com/sse', headers: { 'X-Key': '${MCP_CONSOLE_UNSET:-fallback}' } },
        'local tool': { type: 'stdio', command: 'uvx', args: ['srv'], cwd: 'sub' },
        'Local Tool': { command: 'npx', args: ['-y', 'x'] },
      },
    });
    const loaded = await loadConfigServers(file);
    expect(loaded.urls).toEqual([{ id: 'remote', name: 'remote', url: 'https://mcp.example.com/sse', headers: { 'X-Key': 'fallback' }, transport: 'sse' }]);
    expect(loaded.stdio.map((s) => [s.id, s.cwd])).toEqual([
      ['local-tool', join(workspaceFolderOf(file), 'sub')],
      ['local-tool-2', undefined],
    ]);
  });

  it('names bad entries and keeps the good ones', async () => {
    const file = tempConfig({ mcpServers: { a: { args: ['x'] }, b: { type: 'websocket', url: 'ws://x' }, c: { command: 'node', args: [1] }, d: { url: 'file:///x' }, ok: { command: 'node' } } });
    const loaded = await loadConfigServers(file);
    expect(loaded.stdio.map((s) => s.id)).toEqual(['ok']);
    // The first usable entry, which --connect-all makes active, skips the bad ones.
    expect(loaded.first).toBe('ok');
    expect(loaded.errors).toEqual([
      'server "a": it needs a "command" (stdio server) or a "url" (http or sse server)',
      'server "b": type "websocket" is not one of stdio, http, sse',
      'server "c": args.0: every argument must be a string',
      'server "d": "file:///x" is not an http(s) URL',
    ]);
  });

  it('refuses a file that is not a client config, or not JSON, as a start error', async () => {
    await expect(loadConfigServers(tempConfig({ tools: [] }))).rejects.toThrow('has neither "mcpServers"');
    await expect(loadConfigServers(tempConfig('{ "mcpServers": '))).rejects.toThrow(/is not valid JSON .*line 1/);
    await expect(loadConfigServers('/nonexistent/mcp.json')).rejects.toBeInstanceOf(StartError);
  });
});

describe('loadConfigServers: what the page may see of a stdio command', () => {
  it('passes expanded ${env:…}, ${VAR} and ${VAR:-default} to the child, and shows them as written', async () => {
    vi.stubEnv('MCP_CONSOLE_API_KEY', 's3cret-key');
    const file = tempConfig({ mcpServers: { s: { command: '${MCP_CONSOLE_UNSET:-node}', args: ['--key=${env:MCP_CONSOLE_API_KEY}', '${MCP_CONSOLE_API_KEY}', 'plain'] } } });
    const [spec] = (await loadConfigServers(file)).stdio;
    expect(spec).toMatchObject({ command: 'node', args: ['--key=s3cret-key', 's3cret-key', 'plain'] });
    expect(spec?.shown).toEqual({ command: '${MCP_CONSOLE_UNSET:-node}', args: ['--key=${env:MCP_CONSOLE_API_KEY}', '${MCP_CONSOLE_API_KEY}', 'plain'] });
  });

  it("shows VS Code's predefined paths expanded (they are not secrets), and has nothing to mask without ${env:…}", async () => {
    const file = tempConfig({ mcpServers: { s: { command: 'node', args: ['${workspaceFolder}/x.js', '${userHome}'] } } });
    const [spec] = (await loadConfigServers(file)).stdio;
    expect(spec?.args).toEqual([`${workspaceFolderOf(file)}/x.js`, homedir()]);
    expect(spec?.shown).toBeUndefined();
  });
});

describe('loadConfigServers: VS Code .vscode/mcp.json (servers, JSONC)', () => {
  it('reads comments and trailing commas, one stdio and one http entry; ${workspaceFolder} is the folder holding .vscode', async () => {
    const loaded = await loadConfigServers(VSCODE);
    expect(loaded.stdio).toEqual([
      { id: 'stdio-fixture', name: 'stdio-fixture', command: 'node', args: ['--import', 'tsx', `${FIXTURES}/../stdio-server.ts`], env: { FIXTURE_GREETING: 'hello' }, lazy: true },
    ]);
    expect(loaded.urls).toEqual([{ id: 'demo-http', name: 'demo-http', url: 'http://127.0.0.1:7123/mcp', headers: {}, transport: 'http' }]);
  });

  it('an ${input:…} is named in a clear error, its entry skipped and the rest loaded', async () => {
    const loaded = await loadConfigServers(VSCODE);
    expect(loaded.errors).toEqual([
      'server "needs-input": ${input:api-key} cannot be resolved here (VS Code asks for inputs in its own UI); set it in the file or use ${env:…}',
    ]);
    await expect(loadConfigServers(VSCODE, 'needs-input')).rejects.toThrow('${input:api-key} cannot be resolved here');
  });

  it('reads the servers of VS Code user settings (mcp.servers, among other settings)', async () => {
    const file = tempConfig('{ "editor.fontSize": 14, // a comment\n "mcp": { "servers": { "fs": { "command": "npx", "args": ["-y", "@modelcontextprotocol/server-filesystem", "${userHome}"] } } } }');
    const loaded = await loadConfigServers(file);
    expect(loaded.stdio.map((s) => [s.id, s.args.at(-1)])).toEqual([['fs', homedir()]]);
  });

  it('--server picks a VS Code entry', async () => {
    expect((await loadConfigServers(VSCODE, 'demo-http')).open).toBe('demo-http');
  });
});
