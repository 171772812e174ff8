import { parseTimeoutMs } from '../../src/qa/conformance';
import { stringValue, type ParsedArgs } from '../args';
import { UsageError } from '../exit-codes';

/** The `--timeout` flag's type, for each command's `parseCommandArgs` options. */
export const TIMEOUT_FLAG = { timeout: { type: 'string' } } as const;

/**
 * `--timeout <ms>`: the bound on every network step of a command, the connection's version probe
 * included (McpSession hands it to the SDK's connect, which times the probe with it), and on a
 * stdio server's start. Undefined when not given (each command keeps its default).
 */
export function timeoutFlag(args: ParsedArgs, usage: string): number | undefined {
  const value = stringValue(args, 'timeout');
  if (value === undefined) return undefined;
  try {
    return parseTimeoutMs(value);
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error), usage);
  }
}
