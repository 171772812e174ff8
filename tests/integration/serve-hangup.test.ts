import { execFileSync, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { finished, firstLine } from '../package/run-cli';
import { familyOf, sessionOf, STUBBORN_COMMAND } from './serve-hangup-harness';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
let leftovers: number[] = [];
afterEach(() => {
  for (const pid of leftovers) if (sessionOf(pid) !== undefined) process.kill(pid, 'SIGKILL');
  leftovers = [];
});

describe('serve on a closed terminal (SIGHUP)', () => {
  it('stops a child that ignores stdin closing and SIGTERM, and its grandchildren in and out of its group and session, then exits', async () => {
    const serve = spawn(process.execPath, ['--import', 'tsx', 'bin/mcp-console.ts', 'serve', '--port', '0', '--', ...STUBBORN_COMMAND], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    const run = finished(serve);
    const family = familyOf(serve);
    await firstLine(serve);
    const [child = 0, inGroup = 0, ownSession = 0] = await family;
    leftovers = [child, inGroup, ownSession];
    expect(sessionOf(child)).toBe(child);
    expect(sessionOf(inGroup)).toBe(child);
    expect(sessionOf(ownSession)).toBe(ownSession);

    serve.kill('SIGHUP');
    const exit = await run;
    expect(exit.signal).toBeNull();
    expect(exit.code).toBe(0);
    // A killed grandchild is reaped by whoever adopted it: wait for that, within a bound.
    await vi.waitFor(() => expect(leftovers.filter((pid) => sessionOf(pid) !== undefined)).toEqual([]), { timeout: 5_000, interval: 50 });
    const ps = execFileSync('ps', ['-eo', 'pid=,stat='], { encoding: 'utf8' });
    const running = ps.split('\n').filter((line) => leftovers.includes(Number(line.trim().split(/\s+/)[0])) && !/^\s*\d+\s+Z/.test(line));
    expect(running).toEqual([]);
  }, 40_000);
});
