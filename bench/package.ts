import { execFileSync, spawn } from 'node:child_process';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { folderBytes, packAndInstall } from '../tests/package/installed';
import { firstLine, userEnv } from '../tests/package/run-cli';
import { median, type BenchResult } from './stats';

const RUNS = 7;
const mib = (bytes: number): number => Math.round((bytes / 1024 / 1024) * 100) / 100;

function timeVersion(command: string, args: string[], cwd: string): number {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    execFileSync(command, args, { cwd, env: userEnv(), stdio: 'ignore' });
    times.push(performance.now() - start);
  }
  return median(times);
}

/** From spawning `serve` (through npx, or the bin itself) to its URL on stdout, then Ctrl-C. */
async function timeServeToUrl(command: string, args: string[], installDir: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    // Its own process group, so Ctrl-C can reach npx and the console together, as a terminal sends it.
    const child = spawn(command, [...args, 'serve', '--port', '0'], { cwd: installDir, env: userEnv(), stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    const exited = new Promise((resolve) => child.once('close', resolve));
    await firstLine(child);
    times.push(performance.now() - start);
    if (child.pid !== undefined) process.kill(-child.pid, 'SIGINT');
    await exited;
  }
  return median(times);
}

/**
 * The npm package as users get it (issue 15 budgets: tarball ≤ 5 MB, installed ≤ 40 MB,
 * `--version` ≤ 0.5 s): a fresh `npm pack` (its prepack rebuilds dist/ and cli/), installed with
 * --omit=dev into an empty folder, then timed from there.
 */
export async function benchPackage(): Promise<BenchResult[]> {
  const pkg = packAndInstall();
  const bin = join(pkg.installDir, 'node_modules', '.bin', 'mcp-console');
  return [
    { name: 'npm tarball (mcp-console-*.tgz)', value: mib(statSync(pkg.tarball).size), unit: 'MiB' },
    { name: 'installed with --omit=dev (whole folder)', value: mib(folderBytes(pkg.installDir)), unit: 'MiB' },
    // Node's own start-up on this machine, for scale: --version costs little more.
    { name: `node -e 0, baseline (median of ${RUNS})`, value: timeVersion(process.execPath, ['-e', '0'], pkg.installDir), unit: 'ms' },
    { name: `mcp-console --version (median of ${RUNS})`, value: timeVersion(bin, ['--version'], pkg.installDir), unit: 'ms' },
    { name: `npx mcp-console --version (median of ${RUNS})`, value: timeVersion('npx', ['mcp-console', '--version'], pkg.installDir), unit: 'ms' },
    { name: `mcp-console serve → URL printed (median of ${RUNS})`, value: await timeServeToUrl(bin, [], pkg.installDir), unit: 'ms' },
    { name: `npx mcp-console serve → URL printed (median of ${RUNS})`, value: await timeServeToUrl('npx', ['mcp-console'], pkg.installDir), unit: 'ms' },
  ];
}
