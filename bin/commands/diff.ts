import { readFile } from 'node:fs/promises';
import { diffSnapshots, diffToJson, diffToMarkdown, hasBreaking, parseSnapshot, type ServerSnapshot, type TakeSnapshotOptions } from '../../src/qa/snapshot';
import { choice, flag, headerValues, parseCommandArgs, splitCommand, stringValue } from '../args';
import { commandSpec, startStdioTarget, withTarget } from './cli-target';
import { EXIT, StartError, UsageError, type ExitCode } from '../exit-codes';
import { DIFF_USAGE } from '../usage';
import { snapshotForCli } from './snapshot';
import { TIMEOUT_FLAG, timeoutFlag } from './timeout-flag';
import { DEFAULT_TIMEOUT_MS } from './default-timeout';

const FORMATS = ['markdown', 'json'] as const;

/** One side of a diff: a live server for an http(s) URL, else a snapshot file. */
async function side(arg: string, options: TakeSnapshotOptions): Promise<ServerSnapshot> {
  if (/^https?:\/\//i.test(arg)) return snapshotForCli(arg, options);
  let text: string;
  try {
    text = await readFile(arg, 'utf8');
  } catch (error) {
    throw new StartError(`cannot read ${arg}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = parseSnapshot(text);
  if (!parsed.ok) throw new StartError(`${arg}: ${parsed.error}`);
  return parsed.snapshot;
}

/** Side `b` of `diff <a> -- <command>`: the stdio server, started (within `startMs`, default the start bound), snapshotted and stopped. */
async function stdioSide(command: readonly string[], options: TakeSnapshotOptions, startMs: number | undefined): Promise<ServerSnapshot> {
  return withTarget(startStdioTarget(commandSpec(command, DIFF_USAGE), startMs), (server) => snapshotForCli(server.url, { ...options, headers: server.headers }));
}

/**
 * `mcp-console diff <a> <b>` (or `diff <a> -- <command>`): what changed from `a` to `b`, breaking
 * changes first; exit 1 when something breaking changed, 0 when nothing did, 2 when a side cannot be read.
 */
export async function runDiffCommand(argv: readonly string[]): Promise<ExitCode> {
  const { own, command } = splitCommand(argv);
  const args = parseCommandArgs(own, { format: { type: 'string' }, header: { type: 'string', multiple: true }, contents: { type: 'boolean' }, ...TIMEOUT_FLAG }, DIFF_USAGE);
  if (flag(args, 'help')) {
    process.stdout.write(DIFF_USAGE);
    return EXIT.ok;
  }
  const format = choice(stringValue(args, 'format'), FORMATS, 'markdown', '--format', DIFF_USAGE);
  const [a, b] = args.positionals;
  const wanted = command === undefined ? 2 : 1;
  if (a === undefined || args.positionals.length < wanted) throw new UsageError('diff needs two sides: a URL or a snapshot file each (or one, then "-- <command>")', DIFF_USAGE);
  if (args.positionals.length > wanted) throw new UsageError(`unexpected argument "${args.positionals.slice(wanted).join(' ')}"`, DIFF_USAGE);
  const timeoutMs = timeoutFlag(args, DIFF_USAGE);
  const options: TakeSnapshotOptions = { headers: headerValues(args, DIFF_USAGE), contents: flag(args, 'contents'), timeoutMs: timeoutMs ?? DEFAULT_TIMEOUT_MS };
  const before = await side(a, options);
  const after = command === undefined ? await side(b ?? '', options) : await stdioSide(command, options, timeoutMs);
  const diff = diffSnapshots(before, after);
  process.stdout.write(format === 'json' ? diffToJson(diff) : diffToMarkdown(diff));
  return hasBreaking(diff) ? EXIT.failed : EXIT.ok;
}
