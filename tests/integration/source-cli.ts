import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * `mcp-console …` from the sources, in the checkout, as one `node --import tsx` process. The tsx
 * command starts a second node to run the script: 0.2 s more CPU and about 0.5 s more per run on
 * the loaded 2-core CI machine, where this project's CLI tests are bound by CPU (decision 0020).
 */
export function spawnSourceCli(args: readonly string[], env?: NodeJS.ProcessEnv): ChildProcessByStdio<null, Readable, Readable> {
  return spawn(process.execPath, ['--import', 'tsx', 'bin/mcp-console.ts', ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env });
}
