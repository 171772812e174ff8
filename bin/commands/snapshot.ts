import { writeFile } from 'node:fs/promises';
import { SnapshotError, snapshotToJson, takeSnapshot, type ServerSnapshot, type TakeSnapshotOptions } from '../../src/protocol/snapshot';
import { flag, headerValues, parseCommandArgs, stringValue, urlArgument } from '../args';
import { EXIT, StartError, type ExitCode } from '../exit-codes';
import { SNAPSHOT_USAGE } from '../usage';

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

/** `mcp-console snapshot <url> [--out <file>]`: the snapshot on stdout or in the file; exit 0, or 2 when it cannot be taken. */
export async function runSnapshotCommand(argv: readonly string[]): Promise<ExitCode> {
  const args = parseCommandArgs(argv, { out: { type: 'string' }, header: { type: 'string', multiple: true }, contents: { type: 'boolean' } }, SNAPSHOT_USAGE);
  if (flag(args, 'help')) {
    process.stdout.write(SNAPSHOT_USAGE);
    return EXIT.ok;
  }
  const url = urlArgument(args.positionals, 'snapshot', SNAPSHOT_USAGE);
  const snapshot = await snapshotForCli(url, { headers: headerValues(args, SNAPSHOT_USAGE), contents: flag(args, 'contents') });
  const text = snapshotToJson(snapshot);
  const out = stringValue(args, 'out');
  if (out === undefined) process.stdout.write(text);
  else {
    await writeFile(out, text);
    process.stderr.write(`wrote ${out}\n`);
  }
  return EXIT.ok;
}
