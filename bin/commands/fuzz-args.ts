import { choice, flag, headerValues, parseCommandArgs, splitCommand, stringValue, stringValues, urlArgument, type ParsedArgs } from '../args';
import { UsageError } from '../exit-codes';
import { FUZZ_USAGE } from '../usage';
import { DEFAULT_CALL_TIMEOUT_MS, DEFAULT_FUZZ_CASES, DEFAULT_FUZZ_SEED } from './fuzz-defaults';
import { CONFIG_FLAGS, targetSource, type TargetSource } from './target-source';
import { TIMEOUT_FLAG, timeoutFlag } from './timeout-flag';

const FORMATS = ['markdown', 'json', 'junit'] as const;
const MAX_CASES = 10_000;

export interface FuzzArgs {
  source: TargetSource;
  format: (typeof FORMATS)[number];
  headers: Record<string, string>;
  seed: number;
  cases: number;
  /** Per call (`--timeout`). Connecting and a stdio server's start keep their defaults: a bound short enough to catch a hang soon would fail a server that is merely slow to start. */
  timeoutMs: number;
  tools: string[];
  allowTools: string[];
}

function integerFlag(args: ParsedArgs, name: string, fallback: number, min: number, max: number): number {
  const raw = stringValue(args, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!/^-?\d+$/.test(raw.trim()) || !Number.isSafeInteger(value) || value < min || value > max) throw new UsageError(`--${name} takes a whole number from ${min} to ${max}, not "${raw}"`, FUZZ_USAGE);
  return value;
}

/** The fuzz command's arguments, or undefined for `--help`. */
export function parseFuzzArgs(argv: readonly string[]): FuzzArgs | undefined {
  const { own, command } = splitCommand(argv);
  const args = parseCommandArgs(
    own,
    {
      format: { type: 'string' },
      json: { type: 'boolean' },
      header: { type: 'string', multiple: true },
      seed: { type: 'string' },
      cases: { type: 'string' },
      tool: { type: 'string', multiple: true },
      'allow-tool': { type: 'string', multiple: true },
      ...TIMEOUT_FLAG,
      ...CONFIG_FLAGS,
    },
    FUZZ_USAGE,
  );
  if (flag(args, 'help')) return undefined;
  const timeout = timeoutFlag(args, FUZZ_USAGE);
  return {
    source: targetSource(args, command, (positionals) => urlArgument(positionals, 'fuzz', FUZZ_USAGE), FUZZ_USAGE),
    format: flag(args, 'json') ? 'json' : choice(stringValue(args, 'format'), FORMATS, 'markdown', '--format', FUZZ_USAGE),
    headers: headerValues(args, FUZZ_USAGE),
    seed: integerFlag(args, 'seed', DEFAULT_FUZZ_SEED, 0, 4_294_967_295),
    cases: integerFlag(args, 'cases', DEFAULT_FUZZ_CASES, 1, MAX_CASES),
    timeoutMs: timeout ?? DEFAULT_CALL_TIMEOUT_MS,
    tools: stringValues(args, 'tool'),
    allowTools: stringValues(args, 'allow-tool'),
  };
}
