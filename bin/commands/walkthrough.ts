import { readFile } from 'node:fs/promises';
import { parseWalkthrough, type StepOutcome, type WalkthroughStep } from '../../src/recording/walkthrough';
import { runWalkthrough, WalkthroughConnectionError } from '../../src/recording/walkthrough/run';
import { flag, headerValues, parseCommandArgs, splitCommand, stringValue } from '../args';
import { commandSpec, startStdioTarget, urlTarget, withTarget } from './cli-target';
import { EXIT, StartError, UsageError, type ExitCode } from '../exit-codes';
import { WALKTHROUGH_USAGE } from '../usage';
import { TIMEOUT_FLAG, timeoutFlag } from './timeout-flag';
import { DEFAULT_TIMEOUT_MS } from './default-timeout';

/** The first line of a caption, without Markdown emphasis marks: enough to find the step in the file. */
function captionLine(step: WalkthroughStep): string {
  const first = step.caption.trim().split('\n')[0] ?? '';
  return first.replace(/[*_`#]/g, '').slice(0, 100);
}

/** One line per step on stdout (the report); a failing step adds what was expected or what went wrong. */
export function stepLine(index: number, total: number, step: WalkthroughStep, outcome: StepOutcome): string {
  const head = `step ${index + 1} of ${total}: ${captionLine(step)}`;
  if (outcome.status === 'passed') return `ok   ${head}\n`;
  if (outcome.status === 'failed') return `FAIL ${head}\n     expected the result to contain ${JSON.stringify(outcome.expected)}\n`;
  return `FAIL ${head}\n     ${outcome.message}\n`;
}

function serverUrl(flagValue: string | undefined, fromFile: string | undefined): string {
  const url = flagValue ?? fromFile;
  if (url === undefined) throw new UsageError('walkthrough needs --server <url> (or a "server" in the file)', WALKTHROUGH_USAGE);
  if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) throw new UsageError(`"${url}" is not an http(s) URL`, WALKTHROUGH_USAGE);
  return url;
}

async function readWalkthroughFile(file: string) {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new StartError(`cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const parsed = parseWalkthrough(text);
  if (!parsed.ok) throw new StartError(`${file} is not a valid walkthrough:\n  ${parsed.errors.join('\n  ')}`);
  return parsed.walkthrough;
}

/**
 * `mcp-console walkthrough <file> --server <url>`: runs every step as the embed's `Run step`
 * does. Exit 0 all passed, 1 a step failed (expectation or request), 2 usage, file or connection.
 */
export async function runWalkthroughCommand(argv: readonly string[]): Promise<ExitCode> {
  const { own, command } = splitCommand(argv);
  const args = parseCommandArgs(own, { server: { type: 'string' }, header: { type: 'string', multiple: true }, ...TIMEOUT_FLAG }, WALKTHROUGH_USAGE);
  if (flag(args, 'help')) {
    process.stdout.write(WALKTHROUGH_USAGE);
    return EXIT.ok;
  }
  const [file, ...extra] = args.positionals;
  if (file === undefined) throw new UsageError('walkthrough needs a walkthrough file (YAML or JSON)', WALKTHROUGH_USAGE);
  if (extra.length > 0) throw new UsageError(`unexpected argument "${extra.join(' ')}"`, WALKTHROUGH_USAGE);
  const timeoutMs = timeoutFlag(args, WALKTHROUGH_USAGE);
  const headers = headerValues(args, WALKTHROUGH_USAGE);
  const walkthrough = await readWalkthroughFile(file);
  if (command !== undefined && stringValue(args, 'server') !== undefined) throw new UsageError('give --server or "-- <command>", not both', WALKTHROUGH_USAGE);
  const opening = command === undefined ? Promise.resolve(urlTarget(serverUrl(stringValue(args, 'server'), walkthrough.server), headers)) : startStdioTarget(commandSpec(command, WALKTHROUGH_USAGE), timeoutMs);
  const total = walkthrough.steps.length;
  const run = await withTarget(opening, async (server) => {
    process.stderr.write(`${walkthrough.title}: ${total} steps against ${server.label}\n`);
    try {
      return await runWalkthrough(server.url, walkthrough, {
        headers: server.headers,
        timeoutMs: timeoutMs ?? DEFAULT_TIMEOUT_MS,
        onStep: (index, step, outcome) => process.stdout.write(stepLine(index, total, step, outcome)),
      });
    } catch (error) {
      if (error instanceof WalkthroughConnectionError) throw new StartError(error.message);
      throw error;
    }
  });
  const failed = run.steps.filter((s) => s.outcome.status !== 'passed').length;
  process.stdout.write(failed === 0 ? `all ${total} steps passed\n` : `${failed} of ${total} steps failed\n`);
  return failed === 0 ? EXIT.ok : EXIT.failed;
}
