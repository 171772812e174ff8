import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { installedPackage } from './installed';
import { finished, firstLine, userEnv, type CliRun } from './run-cli';

export interface InstalledServe {
  child: ChildProcess;
  /** The console URL `serve` printed on its first line (with the bridge's secret, if any). */
  url: string;
  /** Resolves when the process has ended. */
  exited: Promise<CliRun>;
}

/**
 * `mcp-console <args>` from the installed tarball (packed and installed first when needed), run
 * in `cwd` (a stdio command's own dependencies resolve from there) with `env` added (the child
 * inherits it), once it printed its URL.
 */
export async function serveInstalled(args: readonly string[], cwd?: string, env: Record<string, string> = {}): Promise<InstalledServe> {
  const pkg = installedPackage();
  const child = spawn(join(pkg.installDir, 'node_modules', '.bin', 'mcp-console'), args, { cwd: cwd ?? pkg.installDir, env: userEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = finished(child);
  return { child, exited, url: await firstLine(child) };
}
