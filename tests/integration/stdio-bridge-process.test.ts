import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { startStandaloneBridge, SpawnError, type StdioSpec } from '../../bin/serve/host';
import { alive, fixtureSpec, MODERN_META, post, sseMessages, startBridge } from './stdio-bridge-harness';

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

async function started(spec: StdioSpec = fixtureSpec()) {
  const bridge = await startBridge(spec);
  cleanup.push(() => bridge.close());
  return bridge;
}

const legacyInit = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } } };
const nodeScript = (id: string, script: string): StdioSpec => ({ id, name: `stdio: ${id}`, command: process.execPath, args: ['-e', script] });

describe('the bridged process', () => {
  it('restart starts a new process; the old legacy session id is then 404 and a new initialize works', async () => {
    const bridge = await started();
    const first = bridge.bridge.state();
    const init = await post(bridge.url, legacyInit, bridge.headers);
    const session = init.headers.get('mcp-session-id');
    expect(session).toMatch(/^[0-9a-f-]{36}$/);
    expect(await sseMessages(init)).toMatchObject([{ id: 1, result: { serverInfo: { name: 'stdio-fixture' } } }]);
    const ping = { jsonrpc: '2.0', id: 2, method: 'ping' };
    expect((await post(bridge.url, ping, { ...bridge.headers, 'mcp-session-id': session ?? '' })).status).toBe(200);

    const restarted = await fetch(bridge.url.replace(/mcp$/, 'restart'), { method: 'POST', headers: bridge.headers });
    const state: unknown = await restarted.json();
    expect(state).toMatchObject({ running: true, spawns: 2 });
    expect(bridge.bridge.state().pid).not.toBe(first.pid);
    expect(alive(first.pid ?? 0)).toBe(false);
    expect((await post(bridge.url, { ...ping, id: 3 }, { ...bridge.headers, 'mcp-session-id': session ?? '' })).status).toBe(404);
    const again = await post(bridge.url, legacyInit, bridge.headers);
    expect(again.headers.get('mcp-session-id')).not.toBe(session);
    expect(await sseMessages(again)).toMatchObject([{ id: 1, result: {} }]);
  });

  it('a child that exits is reported with its code and last stderr lines; its endpoint answers 503 naming them', async () => {
    const bridge = await started();
    const call = { jsonrpc: '2.0', id: 'x', method: 'tools/call', params: { name: 'exit-process', arguments: { code: 3 }, _meta: MODERN_META } };
    await (await post(bridge.url, call, bridge.headers)).text();
    await vi.waitFor(() => expect(bridge.bridge.state().exit).toMatchObject({ code: 3, signal: null }), { timeout: 10_000 });
    expect(bridge.bridge.state().exit?.lastLines).toContain('exiting with code 3 on request');
    expect(bridge.echoed).toContain('[stdio: stdio-server.ts] the process exited with code 3');
    expect(bridge.bridge.state().running).toBe(false);
    const refused = await post(bridge.url, { ...call, id: 'y' }, bridge.headers);
    expect(refused.status).toBe(503);
    const body = z.object({ id: z.string(), error: z.object({ message: z.string() }) }).parse(await refused.json());
    expect(body.id).toBe('y');
    expect(body.error.message).toMatch(/exited with code 3; last stderr lines:\n.*exiting with code 3 on request/s);
  });

  it('a child killed by a signal is reported with the signal', async () => {
    const bridge = await started();
    process.kill(bridge.bridge.state().pid ?? 0, 'SIGKILL');
    await vi.waitFor(() => expect(bridge.bridge.state().exit).toMatchObject({ code: null, signal: 'SIGKILL' }), { timeout: 10_000 });
  });

  it('the stop sequence ends a child that ignores stdin and SIGTERM, and the grandchild it forked', async () => {
    const script = `process.on('SIGTERM', () => {}); const g = require('node:child_process').spawn(process.execPath, ['-e', 'process.on("SIGTERM", () => {}); setInterval(() => {}, 1000)'], { stdio: 'ignore' }); console.error('grandchild ' + g.pid); setInterval(() => {}, 1000);`;
    const bridge = await started(nodeScript('stubborn', script));
    await vi.waitFor(() => expect(bridge.bridge.outputLines().some((l) => l.text.startsWith('grandchild '))).toBe(true), { timeout: 10_000 });
    const grandchild = Number(bridge.bridge.outputLines().find((l) => l.text.startsWith('grandchild '))?.text.split(' ')[1]);
    const pid = bridge.bridge.state().pid ?? 0;
    await bridge.bridge.stop();
    expect(bridge.bridge.state().exit).toMatchObject({ signal: 'SIGKILL' });
    expect(alive(pid)).toBe(false);
    expect(alive(grandchild)).toBe(false);
    expect(alive(-pid)).toBe(false);
  }, 20_000);

  it('a well-behaved server exits when its stdin closes (stdinCloseExit), and stop leaves no process', async () => {
    const bridge = await started();
    const pid = bridge.bridge.state().pid ?? 0;
    const result = await bridge.bridge.stdinCloseExit(5_000);
    expect(result).toMatchObject({ exited: true, code: 0, signal: null });
    expect(alive(pid)).toBe(false);
    const lingering = await started(nodeScript('lingering', 'setInterval(() => {}, 1000)'));
    expect(await lingering.bridge.stdinCloseExit(300)).toMatchObject({ exited: false });
    const lingeringPid = lingering.bridge.state().pid ?? 0;
    await lingering.bridge.stop();
    expect(alive(lingeringPid)).toBe(false);
  });

  it('a command that does not exist is a SpawnError', async () => {
    await expect(startStandaloneBridge({ id: 'x', name: 'x', command: 'no-such-command-mcp-console', args: [] })).rejects.toThrow(SpawnError);
  });
});

describe('stdout framing', () => {
  it('keeps stray stdout lines in the audit with their reason, and relays the frames around them', async () => {
    const script = [
      `console.log('debug: started');`,
      `console.log(JSON.stringify({ hello: 'world' }));`,
      `console.log(JSON.stringify({ jsonrpc: '2.0', method: 'notifications/message', params: { level: 'info', data: 'ok' } }, null, 2));`,
      `setInterval(() => {}, 1000);`,
    ].join('\n');
    const bridge = await started(nodeScript('noisy', script));
    await vi.waitFor(() => expect(bridge.bridge.stdoutAudit().map((e) => e.reason)).toEqual(['not-json', 'not-json-rpc', 'multi-line']), { timeout: 10_000 });
    expect(bridge.bridge.stdoutAudit().map((e) => e.text)).toEqual(['debug: started', '{"hello":"world"}', expect.stringContaining('"jsonrpc": "2.0"')]);
    expect(bridge.bridge.outputLines().filter((l) => l.stream === 'stdout').map((l) => l.text)).toContain('debug: started');
  });

  it('the noisy fixture’s console.log is audited as not JSON', async () => {
    const spec = fixtureSpec('noisy');
    const bridge = await started({ ...spec, args: spec.args.map((a) => a.replace('stdio-server.ts', 'stdio-noisy-server.ts')) });
    await vi.waitFor(() => expect(bridge.bridge.stdoutAudit()).toMatchObject([{ text: 'debug: started', reason: 'not-json' }]), { timeout: 10_000 });
  });
});
