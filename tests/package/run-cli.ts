import { spawn, type ChildProcess } from 'node:child_process';

export interface CliRun {
  code: number | null;
  /** The signal that ended the process, when one did. */
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** The environment of a user's shell: without the npm_* variables `npm test` adds, and never inside GitHub Actions unless asked. */
export function userEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('npm_') && key !== 'GITHUB_ACTIONS'));
  // npx must run the installed bin and never fetch a package of that name from the registry.
  return { ...env, npm_config_yes: 'false', ...extra };
}

/** `npx mcp-console …` in the install folder, exactly as a user types it. */
export function npxCli(installDir: string, args: string[], env: Record<string, string> = {}): ChildProcess {
  return spawn('npx', ['mcp-console', ...args], { cwd: installDir, env: userEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Collects a finished run's exit code and output. */
export function finished(child: ChildProcess): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.once('error', reject);
    child.once('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
}

export function runCli(installDir: string, args: string[], env: Record<string, string> = {}): Promise<CliRun> {
  return finished(npxCli(installDir, args, env));
}

/** Resolves with the first line on stdout (serve prints its URL there), or rejects when the process ends first. */
export function firstLine(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let buffered = '';
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      const newline = buffered.indexOf('\n');
      if (newline >= 0) resolve(buffered.slice(0, newline));
    });
    child.once('exit', (code) => reject(new Error(`exited with ${String(code)} before printing a line: ${stderr}`)));
  });
}
