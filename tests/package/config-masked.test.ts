import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { post, sseMessages } from '../integration/stdio-bridge-harness';
import { installedPackage, type InstalledPackage } from './installed';
import { finished, firstLine, userEnv, type CliRun } from './run-cli';

const SECRET = 'sk-live-0123456789abcdef';

const bin = (installed: InstalledPackage): string => join(installed.installDir, 'node_modules', '.bin', 'mcp-console');

/** Answers every request, and says on stderr whether the key reached it (without printing it). */
const CHILD = `
console.error('got-key:' + process.argv.includes('--api-key=' + process.env.MCP_CONSOLE_TEST_API_KEY));
require('node:readline').createInterface({ input: process.stdin }).on('line', (text) => {
  const message = JSON.parse(text);
  if (message.id !== undefined) process.stdout.write(JSON.stringify({ jsonrpc: '2.0', id: message.id, result: {} }) + '\\n');
});`;

describe('serve and check --config with a secret expanded into a stdio command (installed)', () => {
  let pkg: InstalledPackage;
  let serve: ReturnType<typeof spawn>;
  let run: Promise<CliRun>;
  let origin: string;
  let headers: Record<string, string>;
  let stderr = '';

  beforeAll(async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'mcp-console-masked-')), 'mcp.json');
    writeFileSync(file, JSON.stringify({ mcpServers: { keyed: { command: process.execPath, args: ['-e', CHILD, '--', '--api-key=${env:MCP_CONSOLE_TEST_API_KEY}'] } } }));
    pkg = installedPackage();
    serve = spawn(bin(pkg), ['serve', '--port', '0', '--config', file], {
      cwd: pkg.installDir,
      env: userEnv({ MCP_CONSOLE_TEST_API_KEY: SECRET }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    serve.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    run = finished(serve);
    const url = new URL(await firstLine(serve));
    origin = url.origin;
    headers = { 'x-mcp-console-secret': url.hash.replace('#mcp-console-secret=', '') };
  });
  afterAll(async () => {
    serve.kill('SIGTERM');
    await run;
  });

  it('lists the command with the reference as written, never the value', async () => {
    const answer = await fetch(`${origin}/.mcp-console/servers`, { headers });
    const text = await answer.text();
    expect(text).not.toContain(SECRET);
    expect(JSON.parse(text)).toMatchObject({ servers: [{ id: 'keyed', kind: 'stdio', name: 'keyed', command: expect.stringContaining('--api-key=${env:MCP_CONSOLE_TEST_API_KEY}') as unknown }] });
  });

  it('passes the value to the child, and the terminal echo does not show it', async () => {
    const answer = await post(`${origin}/.mcp-console/bridge/keyed/mcp`, { jsonrpc: '2.0', id: 1, method: 'ping' }, headers);
    expect(await sseMessages(answer)).toEqual([{ jsonrpc: '2.0', id: 1, result: {} }]);
    await vi.waitFor(() => expect(stderr).toContain('[keyed] got-key:true'), { timeout: 10_000 });
    expect(stderr).not.toContain(SECRET);
  });

  it('check --config names the server by the reference as written, never the value', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'mcp-console-masked-check-')), 'mcp.json');
    writeFileSync(file, JSON.stringify({ mcpServers: { keyed: { command: process.execPath, args: ['-e', CHILD, '--', '--api-key=${env:MCP_CONSOLE_TEST_API_KEY}'] } } }));
    const check = spawn(bin(pkg), ['check', '--config', file, '--server', 'keyed', '--format', 'json'], {
      cwd: pkg.installDir,
      env: userEnv({ MCP_CONSOLE_TEST_API_KEY: SECRET }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const done = await finished(check);
    expect(done.stdout + done.stderr).not.toContain(SECRET);
    expect(done.stdout + done.stderr).toContain('${env:MCP_CONSOLE_TEST_API_KEY}');
  }, 60_000);
});
