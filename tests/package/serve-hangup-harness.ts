import { readFileSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';

/**
 * A stdio "server" that ignores stdin closing and SIGTERM, with two grandchildren that ignore
 * SIGTERM and SIGHUP: one in its process group, one that left its group and session (setsid,
 * through `detached`). It prints `family <self> <in-group> <own-session>` on stderr.
 */
const STUBBORN = `
const { spawn } = require('node:child_process');
process.on('SIGTERM', () => {});
const keep = 'process.on("SIGTERM", () => {}); process.on("SIGHUP", () => {}); setInterval(() => {}, 1000)';
const inGroup = spawn(process.execPath, ['-e', keep], { stdio: 'ignore' });
const ownSession = spawn(process.execPath, ['-e', keep], { stdio: 'ignore', detached: true });
process.stdin.resume();
process.stdin.on('end', () => {});
console.error('family ' + process.pid + ' ' + inGroup.pid + ' ' + ownSession.pid);
setInterval(() => {}, 1000);`;

/** `serve -- <this>`: the stubborn fixture's command. */
export const STUBBORN_COMMAND = [process.execPath, '-e', STUBBORN];

/** A process as /proc shows it (Linux, the CI's OS): its session, or undefined when it is gone or only a zombie. */
export function sessionOf(pid: number): number | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  const [state, , , sid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return state === 'Z' || state === 'X' ? undefined : Number(sid);
}

/** Resolves with the pids of the fixture's family once serve has echoed its `family` line. */
export function familyOf(serve: ChildProcess): Promise<number[]> {
  return new Promise((resolve, reject) => {
    let stderr = '';
    serve.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
      const found = /family (\d+) (\d+) (\d+)/.exec(stderr);
      if (found !== null) resolve(found.slice(1).map(Number));
    });
    serve.once('exit', () => reject(new Error(`serve exited before the fixture started: ${stderr}`)));
  });
}
