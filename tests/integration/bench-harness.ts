import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { finished, type CliRun } from '../package/run-cli';
import { spawnSourceCli } from './source-cli';


/** The delay of the QA target's slow_echo in these runs: long beside the loopback's own cost, short for CI. */
export const SLOW_MS = 150;

/** The QA target on stdio, as `-- <command>` runs it (from the checkout: tsx by absolute URL works in any folder). */
export const STDIO_TARGET = [process.execPath, '--import', import.meta.resolve('tsx'), fileURLToPath(new URL('../../e2e/fixtures/qa-target-server.ts', import.meta.url)), '--stdio'];

export const ECHO_ARGS = ['--tool', 'slow_echo', '--args', '{"text":"load"}'];

/** A stdio server under tsx compiles as it first answers: on the loaded CI machine that outlasted the default 10 s probe. */
export const STDIO_TIMEOUT = ['--timeout', '30000'];

/** `mcp-console …` from source; `exitedAt` is when the process had ended, for "nothing arrives after the exit". */
export async function benchCli(args: string[], env: Record<string, string> = {}): Promise<CliRun & { exitedAt: number }> {
  const run = await finished(spawnSourceCli(args, { ...process.env, ...env }));
  return { ...run, exitedAt: Date.now() };
}

const Row = z.object({
  method: z.string(),
  name: z.string().nullable(),
  count: z.number(),
  errors: z.number(),
  cancelled: z.number(),
  perSecond: z.number(),
  p50Ms: z.number().nullable(),
  p95Ms: z.number().nullable(),
  p99Ms: z.number().nullable(),
});

export const BenchReport = z.object({
  url: z.string(),
  transport: z.enum(['streamable-http', 'http+sse', 'stdio']),
  durationMs: z.number(),
  concurrency: z.number(),
  rows: z.array(Row),
  failures: z.array(z.string()),
});
export type BenchReport = z.infer<typeof BenchReport>;

export const CallLog = z.object({ delete_everything: z.number(), total: z.number(), lastRequestAt: z.number().nullable() });

export async function callLog(callsUrl: string): Promise<z.infer<typeof CallLog>> {
  return CallLog.parse(await (await fetch(callsUrl)).json());
}

/**
 * What a slow_echo row must show whatever the machine's load: no answer can come before SLOW_MS,
 * and each worker finishes at most one call per SLOW_MS, so the count has a ceiling.
 */
export function expectEchoRow(report: BenchReport): z.infer<typeof Row> {
  // The report's duration is the window requests were issued in, however late the machine's timer fired.
  const ceiling = report.concurrency * Math.floor(report.durationMs / SLOW_MS);
  const row = report.rows.find((r) => r.method === 'tools/call' && r.name === 'slow_echo');
  if (row === undefined) throw new Error(`no slow_echo row in ${JSON.stringify(report.rows)}`);
  const { p50Ms, p95Ms, p99Ms } = row;
  if (p50Ms === null || p95Ms === null || p99Ms === null) throw new Error('no percentiles');
  if (!(p50Ms >= SLOW_MS && p50Ms <= p95Ms && p95Ms <= p99Ms)) throw new Error(`percentiles do not fit ${SLOW_MS} ms: ${p50Ms} / ${p95Ms} / ${p99Ms}`);
  // Generous: the slow 2-core CI machine adds to each call, but not a second to the median.
  if (p50Ms > SLOW_MS + 1000) throw new Error(`p50 ${p50Ms} ms is far above the tool's ${SLOW_MS} ms`);
  if (row.count < 1 || row.count > ceiling) throw new Error(`count ${row.count} is outside 1..${ceiling}`);
  if (row.errors !== 0) throw new Error(`${row.errors} errors`);
  return row;
}
