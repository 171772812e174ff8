#!/usr/bin/env node
/**
 * `mcp-console [serve|check|snapshot|diff|walkthrough|bench|fuzz] …`: the package's command line (ui-contract.md "Command line").
 * Each sub-command is loaded with `import()` only when it runs, so `--version` and `--help`
 * start without the MCP SDK or the static-file server. Built into cli/ by cli.config.ts.
 */
import { EXIT, StartError, UsageError, type ExitCode } from './exit-codes';
import { packageVersion } from './package-root';
import { MAIN_USAGE } from './usage';

type Command = (argv: readonly string[]) => Promise<ExitCode>;

const COMMANDS: Record<string, () => Promise<Command>> = {
  serve: async () => (await import('./commands/serve')).runServeCommand,
  check: async () => (await import('./commands/check')).runCheckCommand,
  snapshot: async () => (await import('./commands/snapshot')).runSnapshotCommand,
  diff: async () => (await import('./commands/diff')).runDiffCommand,
  walkthrough: async () => (await import('./commands/walkthrough')).runWalkthroughCommand,
  bench: async () => (await import('./commands/bench')).runBenchCommand,
  fuzz: async () => (await import('./commands/fuzz')).runFuzzCommand,
};

async function main(argv: readonly string[]): Promise<ExitCode> {
  const [first, ...rest] = argv;
  if (first === '--version' || first === '-v') {
    process.stdout.write(`${packageVersion()}\n`);
    return EXIT.ok;
  }
  if (first === '--help' || first === '-h' || first === 'help') {
    process.stdout.write(MAIN_USAGE);
    return EXIT.ok;
  }
  // No command, or only options: `serve` is the default (`npx mcp-console --open`).
  if (first === undefined || first.startsWith('-')) return (await COMMANDS.serve?.())?.(argv) ?? EXIT.usage;
  const load = Object.hasOwn(COMMANDS, first) ? COMMANDS[first] : undefined;
  if (load === undefined) throw new UsageError(`unknown command "${first}"`, MAIN_USAGE);
  return (await load())(rest);
}

function report(error: unknown): ExitCode {
  if (error instanceof UsageError) {
    process.stderr.write(`mcp-console: ${error.message}\n\n${error.usage}`);
    return EXIT.usage;
  }
  if (error instanceof StartError) {
    process.stderr.write(`mcp-console: ${error.message}\n`);
    return EXIT.usage;
  }
  process.stderr.write(`mcp-console: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  return EXIT.failed;
}

/** Exits once stdout has flushed: a pipe may still hold the report, and SDK sockets must not keep the process up. */
function exit(code: ExitCode): void {
  process.stdout.write('', () => process.exit(code));
}

main(process.argv.slice(2)).then(exit, (error: unknown) => exit(report(error)));
