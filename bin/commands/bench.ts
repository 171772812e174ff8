import { writeFile } from 'node:fs/promises';
import { exportPlan, k6Script, locustFile } from '../../src/qa/load/export';
import { LoadConnectionError, LoadListingError, LoadRefusal, loadReportToJson, loadReportToMarkdown, runLoad, withPreparedLoad, type LoadReport, type PreparedLoad } from '../../src/qa/load';
import { EXIT, StartError, type ExitCode } from '../exit-codes';
import { BENCH_USAGE } from '../usage';
import { parseBenchArgs, type BenchArgs } from './bench-args';
import { withTarget } from './cli-target';
import { DEFAULT_TIMEOUT_MS } from './default-timeout';
import { openTarget } from './target-source';

/** The engine's refusals and failed connections are the CLI's exit 2: the job could not start. */
async function startable<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof LoadRefusal || error instanceof LoadConnectionError || error instanceof LoadListingError) throw new StartError(error.message);
    throw error;
  }
}

async function writeExport(prepared: PreparedLoad, args: BenchArgs, exportTo: NonNullable<BenchArgs['exportTo']>): Promise<void> {
  if (prepared.transport !== 'streamable-http') throw new StartError(`--export needs a Streamable HTTP server; ${prepared.url} answered over HTTP+SSE, which the scripts do not speak`);
  const plan = exportPlan(prepared, args);
  await writeFile(exportTo.file, exportTo.kind === 'k6' ? k6Script(plan) : locustFile(plan));
  const variables = Object.values(plan.headerEnv);
  process.stderr.write(`wrote ${exportTo.file} (${exportTo.kind}, ${plan.requests.length} requests in turn)${variables.length === 0 ? '' : `; set ${variables.join(', ')} to the --header values when running it`}\n`);
}

const describePlan = (prepared: PreparedLoad, args: BenchArgs): string =>
  `bench: ${prepared.targets.length} target(s) at concurrency ${args.concurrency} for ${args.durationMs / 1000} s\n`;

/** Connects, plans, and either runs the profile (a report) or writes it as a script (undefined). */
async function bench(args: BenchArgs): Promise<LoadReport | undefined> {
  const opening = openTarget(args.source, { headers: args.headers, timeoutMs: args.timeoutMs, usage: BENCH_USAGE });
  return withTarget(opening, (server) =>
    startable(() =>
      withPreparedLoad(
        { url: server.url, headers: server.headers, bridged: server.stdio !== undefined, timeoutMs: args.timeoutMs ?? DEFAULT_TIMEOUT_MS },
        args.tools,
        async (prepared) => {
          // A stdio server is named by its command, not by the bridge's ephemeral loopback URL.
          const named = server.stdio === undefined ? prepared : { ...prepared, url: server.label };
          if (args.exportTo !== undefined) {
            await writeExport(named, args, args.exportTo);
            return undefined;
          }
          process.stderr.write(describePlan(named, args));
          return runLoad(named, { concurrency: args.concurrency, durationMs: args.durationMs, timeoutMs: args.timeoutMs ?? DEFAULT_TIMEOUT_MS, gates: args.gates });
        },
      ),
    ),
  );
}

/**
 * `mcp-console bench <url>` (or `-- <command>`): a load profile; the report alone on stdout. Exit 1
 * when a gate breaks, 2 when it cannot run (a tool not read-only is refused before any call).
 */
export async function runBenchCommand(argv: readonly string[]): Promise<ExitCode> {
  const args = parseBenchArgs(argv);
  if (args === undefined) {
    process.stdout.write(BENCH_USAGE);
    return EXIT.ok;
  }
  const report = await bench(args);
  if (report === undefined) return EXIT.ok;
  process.stdout.write(args.format === 'json' ? loadReportToJson(report) : loadReportToMarkdown(report));
  return report.failures.length > 0 ? EXIT.failed : EXIT.ok;
}
