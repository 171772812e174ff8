import type { RunOptions } from './run-checks';
import { ALL_CHECKS } from './registry';
import { unmatchedGlobs } from './select';
import { parseTimeoutMs, parseToolArgs } from './tool-calls/tool-args';

/** The check command's raw flag values, as the argument parser hands them over. */
export interface CheckFlags {
  callTools?: boolean;
  /** `--call-tool <name>` (repeatable). */
  callTool?: readonly string[];
  /** `--tool-args <name>=<json>` (repeatable). */
  toolArgs?: readonly string[];
  only?: readonly string[];
  skip?: readonly string[];
  /** `--timeout <ms>`: per request, and per tool call. */
  timeout?: string | undefined;
}

export interface RunFlags {
  run: Pick<RunOptions, 'callTools' | 'callToolNames' | 'toolArgs' | 'callTimeoutMs' | 'only' | 'skip'>;
  /** Request timeout for `checkTargetFromSession` (undefined: its default). */
  timeoutMs: number | undefined;
}

/**
 * Flags → run options, so the CLI only wires them. Throws an Error whose message is
 * the usage problem (a glob that matches no check, bad JSON, a bad timeout).
 */
export function runFlags(flags: CheckFlags): RunFlags {
  const globs = [...(flags.only ?? []), ...(flags.skip ?? [])];
  const unknown = unmatchedGlobs(ALL_CHECKS, globs);
  if (unknown.length > 0) throw new Error(`no check matches ${unknown.map((g) => JSON.stringify(g)).join(', ')} (see docs/checks.md)`);
  const timeoutMs = flags.timeout === undefined ? undefined : parseTimeoutMs(flags.timeout);
  const run: RunFlags['run'] = {};
  if (flags.callTools === true) run.callTools = true;
  if ((flags.callTool ?? []).length > 0) run.callToolNames = [...(flags.callTool ?? [])];
  if ((flags.toolArgs ?? []).length > 0) run.toolArgs = parseToolArgs(flags.toolArgs ?? []);
  if (timeoutMs !== undefined) run.callTimeoutMs = timeoutMs;
  if ((flags.only ?? []).length > 0) run.only = [...(flags.only ?? [])];
  if ((flags.skip ?? []).length > 0) run.skip = [...(flags.skip ?? [])];
  return { run, timeoutMs };
}
