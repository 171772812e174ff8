import type { CheckContext, CheckVerdict, ConformanceCheck, StdioTarget, StdoutStrayLine } from '../types';
import { fail, notApplicable, pass } from '../verdict';
import { TRANSPORT_RULES } from '../rules/transport';

/** The 2026-07-28 stdio transport page (basic/transports/stdio); spec-links.ts maps it. */
const SPEC_MESSAGES = 'stdio transport';
const SPEC_SHUTDOWN = 'stdio transport: Shutdown';
/** How many stray lines a message quotes, and how much of each. */
const QUOTED_LINES = 3;
const QUOTED_CHARS = 160;
/** How long the server may take to exit once its stdin is closed before it is said to linger. */
export const STDIN_CLOSE_TIMEOUT_MS = 2_000;

const stdioOnly = { only: 'stdio', reason: 'only a server started as a process (`-- <command>`) has a stdout and a stdin to check.' } as const;

function quote(line: StdoutStrayLine): string {
  const text = line.text.length > QUOTED_CHARS ? `${line.text.slice(0, QUOTED_CHARS)}…` : line.text;
  return JSON.stringify(text);
}

function withProcess(inspect: (stdio: StdioTarget) => Promise<CheckVerdict> | CheckVerdict) {
  return async (ctx: CheckContext): Promise<CheckVerdict> =>
    ctx.stdio === undefined ? notApplicable('This runner did not start the server, so it cannot see its stdout and stdin.') : inspect(ctx.stdio);
}

function strayLines(lines: readonly StdoutStrayLine[], what: string, fix: string): CheckVerdict {
  const quoted = lines.slice(0, QUOTED_LINES).map(quote).join(', ');
  const more = lines.length > QUOTED_LINES ? ` and ${lines.length - QUOTED_LINES} more` : '';
  return fail(`${lines.length} ${what} on stdout: ${quoted}${more}. ${fix}`);
}

function stdoutJsonOnly(stdio: StdioTarget): CheckVerdict {
  const stray = stdio.stdoutAudit().filter((line) => line.reason !== 'multi-line');
  if (stray.length === 0) return pass('Everything the server wrote on stdout during the run was a JSON-RPC message.');
  const fix =
    'A client drops or chokes on these lines. Fix: write logs to stderr (console.error, not console.log; logging.basicConfig(stream=sys.stderr) in Python), and keep stdout for MCP messages.';
  return strayLines(stray, stray.length === 1 ? 'line that is not a JSON-RPC message' : 'lines that are not JSON-RPC messages', fix);
}

function oneLineMessages(stdio: StdioTarget): CheckVerdict {
  const split = stdio.stdoutAudit().filter((line) => line.reason === 'multi-line');
  if (split.length === 0) return pass('Every JSON-RPC message on stdout was one line.');
  const fix = 'A client that reads line by line cannot parse these. Fix: serialize each message without indentation (JSON.stringify(message), json.dumps(message)) and end it with one newline.';
  return strayLines(split, split.length === 1 ? 'message written over several lines' : 'messages written over several lines', fix);
}

async function exitsOnStdinClose(stdio: StdioTarget): Promise<CheckVerdict> {
  const outcome = await stdio.stdinCloseExit(STDIN_CLOSE_TIMEOUT_MS);
  const how = outcome.signal === null ? `code ${outcome.code ?? '?'}` : `signal ${outcome.signal}`;
  if (outcome.exited) return pass(`The server exited ${outcome.ms} ms after its stdin was closed (${how}).`);
  return fail(
    `The server was still running ${STDIN_CLOSE_TIMEOUT_MS} ms after its stdin was closed, so a client has to send SIGTERM or kill it. Fix: exit when stdin ends (Node: process.stdin.on('end', () => process.exit(0)); Python: exit when sys.stdin reads EOF), after closing what the server opened.`,
  );
}

/**
 * The stdio transport's rules a client can observe (spec: basic/transports/stdio). They read the
 * bridge's stdout audit, so they run after every other check has made the server talk; the
 * stdin-close check ends the process and runs last. stderr is free-form and not checked.
 */
export const stdioChecks: ConformanceCheck[] = [
  {
    id: 'stdio.stdout-json-only',
    title: 'stdout carries only JSON-RPC messages (no logs)',
    severity: 'error',
    spec: SPEC_MESSAGES,
    rule: TRANSPORT_RULES.stdoutJsonOnly,
    applies: { era: 'any', transport: stdioOnly },
    inspectsRun: true,
    run: withProcess(stdoutJsonOnly),
  },
  {
    id: 'stdio.one-line-messages',
    title: 'Each message is one line, with no embedded newline',
    severity: 'error',
    spec: SPEC_MESSAGES,
    rule: TRANSPORT_RULES.oneLine,
    applies: { era: 'any', transport: stdioOnly },
    inspectsRun: true,
    run: withProcess(oneLineMessages),
  },
  {
    id: 'stdio.exits-on-stdin-close',
    title: `The server exits within ${STDIN_CLOSE_TIMEOUT_MS / 1000} s of its stdin closing`,
    severity: 'warning',
    spec: SPEC_SHUTDOWN,
    rule: TRANSPORT_RULES.stdinClose,
    applies: { era: 'any', transport: stdioOnly },
    endsConnection: true,
    run: withProcess(exitsOnStdinClose),
  },
];
