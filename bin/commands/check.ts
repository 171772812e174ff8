import { McpSession } from '../../src/protocol';
import { checkTargetFromSession, reportFails, reportToJson, reportToMarkdown, runChecks, type ConformanceReport } from '../../src/protocol/conformance';
import { choice, flag, parseCommandArgs, stringValue, stringValues } from '../args';
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

function parseHeaders(raw: readonly string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const header of raw) {
    const colon = header.indexOf(':');
    if (colon <= 0) throw new UsageError(`--header takes "Name: value", not "${header}"`, CHECK_USAGE);
    headers[header.slice(0, colon).trim().toLowerCase()] = header.slice(colon + 1).trim();
  }
  return headers;
}

function parseUrl(positionals: readonly string[]): string {
  const [url, ...extra] = positionals;
  if (url === undefined) throw new UsageError('check needs the URL of an MCP endpoint', CHECK_USAGE);
  if (extra.length > 0) throw new UsageError(`unexpected argument "${extra.join(' ')}"`, CHECK_USAGE);
  if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) throw new UsageError(`"${url}" is not an http(s) URL`, CHECK_USAGE);
  return url;
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
    url: parseUrl(args.positionals),
    format: flag(args, 'json') ? 'json' : format,
    failOn: choice(stringValue(args, 'fail-on'), ['error', 'warning'], 'error', '--fail-on', CHECK_USAGE),
    headers: parseHeaders(stringValues(args, 'header')),
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
