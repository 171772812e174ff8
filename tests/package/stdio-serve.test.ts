import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { familyOf, sessionOf, STUBBORN_COMMAND } from './serve-hangup-harness';
import { installedPackage, REPO_ROOT, type InstalledPackage } from './installed';
import { PACKAGE_PORTS } from './ports';
import { finished, firstLine, userEnv, type CliRun } from './run-cli';

/** The stdio fixture runs from the checkout (it is not in the package); tsx by absolute URL, as the install folder has none. */
const FIXTURE = join(REPO_ROOT, 'e2e', 'fixtures', 'stdio-server.ts');
const TSX = import.meta.resolve('tsx');
const STDIO_COMMAND = ['node', '--import', TSX, FIXTURE];

function serve(pkg: InstalledPackage, args: string[]): ChildProcess {
  return spawn(join(pkg.installDir, 'node_modules', '.bin', 'mcp-console'), ['serve', ...args], { cwd: pkg.installDir, env: userEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const initialize = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'package-test', version: '1' } } };

describe('mcp-console serve -- <stdio command> (installed)', () => {
  let pkg: InstalledPackage;
  let server: ChildProcess;
  let run: Promise<CliRun>;
  let url: string;
  let origin: string;
  let secret: string;
  const mcp = (): string => `${origin}/.mcp-console/bridge/0/mcp`;
  const postInit = (headers: Record<string, string>): Promise<Response> =>
    fetch(mcp(), { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers }, body: JSON.stringify(initialize) });

  beforeAll(async () => {
    pkg = installedPackage();
    server = serve(pkg, ['--port', String(PACKAGE_PORTS.stdioServe), '--', ...STDIO_COMMAND]);
    run = finished(server);
    url = await firstLine(server);
    origin = new URL(url).origin;
    secret = new URL(url).hash.replace('#mcp-console-secret=', '');
  });
  afterAll(() => {
    if (server.exitCode === null) server.kill('SIGKILL');
  });

  it('prints the console URL with the per-run secret in its fragment as the first line', () => {
    expect(url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${PACKAGE_PORTS.stdioServe}/#mcp-console-secret=[0-9a-f]{64}$`));
  });

  it('lists the bridged server and relays its frames with the secret', async () => {
    const servers = await fetch(`${origin}/.mcp-console/servers`, { headers: { 'x-mcp-console-secret': secret } });
    expect(await servers.json()).toEqual({ servers: [{ id: '0', kind: 'stdio', name: `stdio: ${STDIO_COMMAND.join(' ')}`, url: mcp(), command: STDIO_COMMAND.join(' ') }], open: '0' });
    const answer = await postInit({ 'x-mcp-console-secret': secret });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/event-stream');
    expect(await answer.text()).toMatch(/^event: message\ndata: \{.*"serverInfo":\{"name":"stdio-fixture"/);
    // The console itself is still served beside the bridge.
    expect((await fetch(`${origin}/`)).status).toBe(200);
  });

  it('refuses a request without the secret (401) or from another origin (403)', async () => {
    expect((await postInit({})).status).toBe(401);
    expect((await postInit({ 'x-mcp-console-secret': secret, origin: 'https://evil.example' })).status).toBe(403);
  });

  it('a command that cannot start exits 2 with a clear message', async () => {
    const result = await finished(serve(pkg, ['--port', '0', '--', 'no-such-stdio-server-command']));
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('Cannot start "no-such-stdio-server-command": command not found');
  });

  it('exits 0 on Ctrl-C (SIGINT) and leaves no child process', async () => {
    const events = await fetch(`${origin}/.mcp-console/bridge/0/events`, { headers: { 'x-mcp-console-secret': secret } });
    const reader = events.body?.getReader();
    const first = await reader?.read();
    await reader?.cancel();
    const pid = Number(/"pid":(\d+)/.exec(new TextDecoder().decode(first?.value))?.[1]);
    expect(alive(pid)).toBe(true);
    server.kill('SIGINT');
    const result = await run;
    expect(result, result.stderr).toMatchObject({ code: 0, signal: null });
    expect(alive(pid)).toBe(false);
    expect(alive(-pid)).toBe(false);
    // The child's stderr was echoed in the terminal, prefixed with its name.
    expect(result.stderr).toContain(`[stdio: ${STDIO_COMMAND.join(' ')}] stdio fixture ready (pid ${pid})`);
  });
});


describe('mcp-console serve on a closed terminal (installed)', () => {
  it('SIGHUP stops a child that ignores stdin closing and SIGTERM, and its grandchildren in and out of its group and session', async () => {
    const hung = serve(installedPackage(), ['--port', '0', '--', ...STUBBORN_COMMAND]);
    const run = finished(hung);
    const family = familyOf(hung);
    await firstLine(hung);
    const pids = await family;
    expect(pids.map(sessionOf)).toEqual([pids[0], pids[0], pids[2]]);
    hung.kill('SIGHUP');
    expect(await run).toMatchObject({ code: 0, signal: null });
    // A killed grandchild is reaped by whoever adopted it: wait for that, within a bound.
    await vi.waitFor(() => expect(pids.filter((pid) => sessionOf(pid) !== undefined)).toEqual([]), { timeout: 5_000, interval: 50 });
  });
});
