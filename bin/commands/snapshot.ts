import { writeFile } from 'node:fs/promises';
import { SnapshotError, snapshotToJson, takeSnapshot, type ServerSnapshot, type TakeSnapshotOptions } from '../../src/qa/snapshot';
import { flag, headerValues, parseCommandArgs, splitCommand, stringValue, urlArgument } from '../args';
import { withTarget } from './cli-target';
import { CONFIG_FLAGS, openTarget, targetSource } from './target-source';
import { EXIT, StartError, type ExitCode } from '../exit-codes';
import { SNAPSHOT_USAGE } from '../usage';
import { TIMEOUT_FLAG, timeoutFlag } from './timeout-flag';
import { DEFAULT_TIMEOUT_MS } from './default-timeout';

/**
 * A live server's snapshot for the CLI; a server that cannot be reached is a StartError
 * (exit 2), like one whose lists cannot be read in full: either way there is nothing to compare.
 */
export async function snapshotForCli(url: string, options: TakeSnapshotOptions): Promise<ServerSnapshot> {
  try {
    return await takeSnapshot(url, { ...options, onProgress: (message) => process.stderr.write(`${message}\n`) });
  } catch (error) {
    if (error instanceof SnapshotError) throw new StartError(error.message);
    throw error;
  }
}

/**
 * `mcp-console snapshot <url> [--out <file>]` (or `-- <command>`, `--config <file>`): the snapshot
 * on stdout or in the file; exit 0, or 2 when it cannot be taken.
 */
export async function runSnapshotCommand(argv: readonly string[]): Promise<ExitCode> {
  const { own, command } = splitCommand(argv);
  const args = parseCommandArgs(own, { out: { type: 'string' }, header: { type: 'string', multiple: true }, contents: { type: 'boolean' }, ...TIMEOUT_FLAG, ...CONFIG_FLAGS }, SNAPSHOT_USAGE);
  if (flag(args, 'help')) {
    process.stdout.write(SNAPSHOT_USAGE);
    return EXIT.ok;
  }
  const source = targetSource(args, command, (positionals) => urlArgument(positionals, 'snapshot', SNAPSHOT_USAGE), SNAPSHOT_USAGE);
  const timeoutMs = timeoutFlag(args, SNAPSHOT_USAGE);
  const opening = openTarget(source, { headers: headerValues(args, SNAPSHOT_USAGE), timeoutMs, usage: SNAPSHOT_USAGE });
  const snapshot = await withTarget(opening, (server) =>
    snapshotForCli(server.url, { headers: server.headers, contents: flag(args, 'contents'), timeoutMs: timeoutMs ?? DEFAULT_TIMEOUT_MS }),
  );
  const text = snapshotToJson(snapshot);
  const out = stringValue(args, 'out');
  if (out === undefined) process.stdout.write(text);
  else {
    await writeFile(out, text);
    process.stderr.write(`wrote ${out}\n`);
  }
  return EXIT.ok;
}
