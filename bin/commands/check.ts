import { readFileSync } from 'node:fs';
import { hostFetch } from '../../src/node/host-fetch';
import { McpSession } from '../../src/protocol';
import {
  applyBaseline,
  baselineFails,
  checkTargetFromSession,
  describeBaseline,
  parseBaseline,
  reportFails,
  reportToJson,
  reportToMarkdown,
  runChecks,
  runFlags,
  REQUIREMENT_REVISIONS,
  type Baseline,
  type ConformanceReport,
  type RequirementRevision,
  type RunFlags,
} from '../../src/qa/conformance';
import { choice, flag, headerValues, parseCommandArgs, splitCommand, stringValue, stringValues, urlArgument, type ParsedArgs } from '../args';
import { withTarget } from './cli-target';
import { DEFAULT_TIMEOUT_MS } from './default-timeout';
import { CONFIG_FLAGS, openTarget, targetSource, type TargetSource } from './target-source';
import { EXIT, StartError, UsageError, type ExitCode } from '../exit-codes';
import { annotation, inGitHubActions, reportAnnotations } from '../report/annotations';
import { reportToJunit, type FailOn } from '../report/junit';
import { CHECK_USAGE } from '../usage';

const FORMATS = ['markdown', 'json', 'junit'] as const;
type Format = (typeof FORMATS)[number];

interface CheckArgs {
  source: TargetSource;
  format: Format;
  failOn: FailOn;
  headers: Record<string, string>;
  /** --call-tools, --call-tool, --tool-args, --only, --skip, --timeout as run options. */
  run: RunFlags;
  baseline: Baseline | undefined;
  /** --requirements: the revision whose official requirement set the report maps. */
  requirements?: RequirementRevision;
}

const RUN_FLAGS = {
  'call-tools': { type: 'boolean' },
  'call-tool': { type: 'string', multiple: true },
  'tool-args': { type: 'string', multiple: true },
  only: { type: 'string', multiple: true },
  skip: { type: 'string', multiple: true },
  timeout: { type: 'string' },
  baseline: { type: 'string' },
  requirements: { type: 'string' },
} as const;

/** The flags issue 23 added, checked by the pure conformance functions; their errors are usage errors. */
function parseRunFlags(args: ParsedArgs): Pick<CheckArgs, 'run' | 'baseline'> {
  try {
    const run = runFlags({
      callTools: flag(args, 'call-tools'),
      callTool: stringValues(args, 'call-tool'),
      toolArgs: stringValues(args, 'tool-args'),
      only: stringValues(args, 'only'),
      skip: stringValues(args, 'skip'),
      timeout: stringValue(args, 'timeout'),
    });
    const file = stringValue(args, 'baseline');
    return { run, baseline: file === undefined ? undefined : readBaseline(file) };
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error), CHECK_USAGE);
  }
}

function readBaseline(file: string): Baseline {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`--baseline: cannot read ${file}`, { cause: error });
  }
  try {
    return parseBaseline(text);
  } catch (error) {
    throw new Error(`--baseline ${file}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

function requirementsFlag(value: string | undefined): Pick<CheckArgs, 'requirements'> {
  if (value === undefined) return {};
  return { requirements: choice(value, REQUIREMENT_REVISIONS, REQUIREMENT_REVISIONS[0], '--requirements', CHECK_USAGE) };
}

/** The check command's arguments, or undefined for `--help`. */
export function parseCheckArgs(argv: readonly string[]): CheckArgs | undefined {
  const { own, command } = splitCommand(argv);
  const args = parseCommandArgs(
    own,
    { format: { type: 'string' }, json: { type: 'boolean' }, 'fail-on': { type: 'string' }, header: { type: 'string', multiple: true }, ...RUN_FLAGS, ...CONFIG_FLAGS },
    CHECK_USAGE,
  );
  if (flag(args, 'help')) return undefined;
  const format = choice(stringValue(args, 'format'), FORMATS, 'markdown', '--format', CHECK_USAGE);
  if (flag(args, 'json') && stringValue(args, 'format') !== undefined && format !== 'json') {
    throw new UsageError('--json and --format disagree', CHECK_USAGE);
  }
  return {
    source: targetSource(args, command, (positionals) => urlArgument(positionals, 'check', CHECK_USAGE), CHECK_USAGE),
    format: flag(args, 'json') ? 'json' : format,
    failOn: choice(stringValue(args, 'fail-on'), ['error', 'warning'], 'error', '--fail-on', CHECK_USAGE),
    headers: headerValues(args, CHECK_USAGE),
    ...parseRunFlags(args),
    ...requirementsFlag(stringValue(args, 'requirements')),
  };
}

function formatReport(report: ConformanceReport, args: CheckArgs): string {
  if (args.format === 'json') return reportToJson(report);
  if (args.format === 'junit') return reportToJunit(report, args.failOn);
  return reportToMarkdown(report);
}

async function checkServer(args: CheckArgs): Promise<ConformanceReport> {
  const timeout = { timeoutMs: args.run.timeoutMs ?? DEFAULT_TIMEOUT_MS };
  const opening = openTarget(args.source, { headers: args.headers, timeoutMs: args.run.timeoutMs, usage: CHECK_USAGE });
  return withTarget(opening, async (server) => {
    const secretHeaders = Object.keys(server.headers);
    const session = new McpSession({ url: server.url, headers: server.headers, secretHeaders, ...timeout });
    const status = await session.connect();
    try {
      // hostFetch: the DNS-rebinding probe needs a client that really sends a foreign Host.
      const stdio = server.stdio === undefined ? {} : { stdio: server.stdio };
      const target = checkTargetFromSession(session, { environment: 'node', headers: server.headers, secretHeaders, hostFetch, ...timeout, ...stdio });
      if (target === undefined) {
        const reason = status.state === 'error' ? status.error.message : `the session ended (${status.state})`;
        throw new StartError(server.stdio === undefined && reason.includes(server.url) ? reason : `Could not connect to ${server.label}: ${reason}`);
      }
      const report = await runChecks(target, {
        ...args.run.run,
        ...(args.requirements === undefined ? {} : { requirements: args.requirements }),
        onProgress: (done, total, result) => process.stderr.write(`[${done}/${total}] ${result.status.padEnd(4)} ${result.id}\n`),
      });
      // A stdio server is named by its command, not by the bridge's ephemeral loopback URL.
      return server.stdio === undefined ? report : { ...report, url: server.label };
    } finally {
      await session.close();
    }
  });
}

/** `mcp-console check <url>`: the report alone on stdout; exit 1 when it fails, 2 when it cannot run. */
export async function runCheckCommand(argv: readonly string[]): Promise<ExitCode> {
  const args = parseCheckArgs(argv);
  if (args === undefined) {
    process.stdout.write(CHECK_USAGE);
    return EXIT.ok;
  }
  const actions = inGitHubActions(process.env);
  let report: ConformanceReport;
  try {
    report = await checkServer(args);
  } catch (error) {
    if (actions && error instanceof StartError) process.stderr.write(annotation('error', 'mcp-console check', error.message));
    throw error;
  }
  let failed = reportFails(report, args.failOn);
  if (args.baseline !== undefined) {
    const outcome = applyBaseline(report, args.baseline);
    process.stderr.write(`${describeBaseline(outcome)}\n`);
    report = outcome.report;
    failed = baselineFails(outcome, args.failOn);
  }
  process.stdout.write(formatReport(report, args));
  if (actions) process.stderr.write(reportAnnotations(report));
  return failed ? EXIT.failed : EXIT.ok;
}
