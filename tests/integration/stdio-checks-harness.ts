import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { finished, type CliRun } from '../package/run-cli';
import { spawnSourceCli } from './source-cli';

export type { CliRun };

export { alive } from './stdio-bridge-harness';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The stdio fixtures as a user would write them after `--`. */
export const CLEAN = ['node', '--import', 'tsx', 'e2e/fixtures/stdio-server.ts'];
export const NOISY = ['node', '--import', 'tsx', 'e2e/fixtures/stdio-noisy-server.ts'];

/** Runs `mcp-console …` from the checkout, as CI would, and collects its exit code and output. */
export function runCli(args: readonly string[], env: Record<string, string> = {}): Promise<CliRun> {
  return finished(spawnSourceCli(args, { ...process.env, ...env }));
}

/** A CLI run still going: its child's pid once the fixture says it is ready, and its exit. */
export function startCli(args: readonly string[]): { child: ChildProcess; pid: Promise<number>; exited: Promise<[number | null, NodeJS.Signals | null]> } {
  const child = spawnSourceCli(args);
  let stderr = '';
  const pid = new Promise<number>((resolve, reject) => {
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
      if (/stdio fixture ready \(pid \d+\)/.test(stderr)) resolve(fixturePid(stderr));
    });
    child.once('exit', () => reject(new Error(`the CLI exited before the fixture was ready:\n${stderr}`)));
  });
  child.stdout.resume();
  const exited = new Promise<[number | null, NodeJS.Signals | null]>((resolve) => child.once('exit', (code, signal) => resolve([code, signal])));
  return { child, pid, exited };
}

export interface ReportResult {
  id: string;
  status: string;
  message: string;
}

/** The `--json` report's transport and results (validated: the test fails on anything else). */
export function jsonReport(text: string): { url: string; transport: unknown; results: ReportResult[] } {
  const parsed: unknown = JSON.parse(text);
  if (typeof parsed !== 'object' || parsed === null || !('results' in parsed) || !Array.isArray(parsed.results) || !('url' in parsed)) throw new Error('not a report');
  const results = parsed.results.map((r: unknown): ReportResult => {
    if (typeof r !== 'object' || r === null || !('id' in r) || !('status' in r) || !('message' in r)) throw new Error('malformed result');
    return { id: String(r.id), status: String(r.status), message: String(r.message) };
  });
  return { url: String(parsed.url), transport: 'transport' in parsed ? parsed.transport : undefined, results };
}

/** The pid the fixture printed on stderr (`stdio fixture ready (pid N)`), echoed by the CLI. */
export function fixturePid(stderr: string): number {
  const match = /stdio fixture ready \(pid (\d+)\)/.exec(stderr);
  if (match?.[1] === undefined) throw new Error(`no fixture pid in:\n${stderr}`);
  return Number(match[1]);
}
