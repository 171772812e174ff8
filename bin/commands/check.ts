import { McpSession } from '../../src/protocol';
import { checkTargetFromSession, reportFails, reportToJson, reportToMarkdown, runChecks, type ConformanceReport } from '../../src/protocol/conformance';
import { choice, flag, headerValues, parseCommandArgs, stringValue, urlArgument } from '../args';
import { EXIT, StartError, UsageError, type ExitCode } from '../exit-codes';
import { annotation, inGitHubActions, reportAnnotations } from '../report/annotations';
import { reportToJunit, type FailOn } from '../report/junit';
import { CHECK_USAGE } from '../usage';

const FORMATS = ['markdown', 'json', 'junit'] as const;
type Format = (typeof FORMATS)[number];

interface CheckArgs {
  url: string;
  format: Format;
  failOn: FailOn;
  headers: Record<string, string>;
}

/** The check command's arguments, or undefined for `--help`. */
export function parseCheckArgs(argv: readonly string[]): CheckArgs | undefined {
  const args = parseCommandArgs(
    argv,
    { format: { type: 'string' }, json: { type: 'boolean' }, 'fail-on': { type: 'string' }, header: { type: 'string', multiple: true } },
    CHECK_USAGE,
  );
  if (flag(args, 'help')) return undefined;
  const format = choice(stringValue(args, 'format'), FORMATS, 'markdown', '--format', CHECK_USAGE);
  if (flag(args, 'json') && stringValue(args, 'format') !== undefined && format !== 'json') {
    throw new UsageError('--json and --format disagree', CHECK_USAGE);
  }
  return {
    url: urlArgument(args.positionals, 'check', CHECK_USAGE),
    format: flag(args, 'json') ? 'json' : format,
    failOn: choice(stringValue(args, 'fail-on'), ['error', 'warning'], 'error', '--fail-on', CHECK_USAGE),
    headers: headerValues(args, CHECK_USAGE),
  };
}

function formatReport(report: ConformanceReport, args: CheckArgs): string {
  if (args.format === 'json') return reportToJson(report);
  if (args.format === 'junit') return reportToJunit(report, args.failOn);
  return reportToMarkdown(report);
}

async function checkServer(args: CheckArgs): Promise<ConformanceReport> {
  const session = new McpSession({ url: args.url, headers: args.headers, secretHeaders: Object.keys(args.headers) });
  const status = await session.connect();
  try {
    const target = checkTargetFromSession(session, { environment: 'node', headers: args.headers });
    if (target === undefined) {
      const reason = status.state === 'error' ? status.error.message : `the session ended (${status.state})`;
      throw new StartError(reason.includes(args.url) ? reason : `Could not connect to ${args.url}: ${reason}`);
    }
    return await runChecks(target, {
      onProgress: (done, total, result) => process.stderr.write(`[${done}/${total}] ${result.status.padEnd(4)} ${result.id}\n`),
    });
  } finally {
    await session.close();
  }
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
  process.stdout.write(formatReport(report, args));
  if (actions) process.stderr.write(reportAnnotations(report));
  return reportFails(report, args.failOn) ? EXIT.failed : EXIT.ok;
}
