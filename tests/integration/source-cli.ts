import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * `mcp-console …` from the sources, in the checkout, as one plain `node` process running the bundle
 * this test run built from them (tests/setup/cli-bundle.ts). Under `node --import tsx` each run
 * loaded tsx and the CLI's TypeScript graph again; these tests are bound by CPU (decision 0020).
 */
export function spawnSourceCli(args: readonly string[], env?: NodeJS.ProcessEnv): ChildProcessByStdio<null, Readable, Readable> {
  return spawn(process.execPath, [inject('cliBundle'), ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env });
}
