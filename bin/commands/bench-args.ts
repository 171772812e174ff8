import { isRecord } from '../../src/lib/is-record';
import type { LoadGates, ToolSpec } from '../../src/qa/load';
import { choice, flag, headerValues, parseCommandArgs, splitCommand, stringValue, urlArgument } from '../args';
import { UsageError } from '../exit-codes';
import { BENCH_USAGE } from '../usage';
import { CONFIG_FLAGS, targetSource, type TargetSource } from './target-source';
import { TIMEOUT_FLAG, timeoutFlag } from './timeout-flag';

const FORMATS = ['markdown', 'json'] as const;
const EXPORTS = ['k6', 'locust'] as const;

export interface BenchArgs {
  source: TargetSource;
  tools: ToolSpec[];
  durationMs: number;
  concurrency: number;
  gates: LoadGates;
  format: (typeof FORMATS)[number];
  headers: Record<string, string>;
  timeoutMs: number | undefined;
  exportTo: { kind: (typeof EXPORTS)[number]; file: string } | undefined;
}

const fail = (message: string): never => {
  throw new UsageError(message, BENCH_USAGE);
};

/** `--export <k6|locust> <file>` takes two values, which node's parser cannot: it is taken out first. */
function takeExport(own: readonly string[]): { rest: string[]; exportTo: BenchArgs['exportTo'] } {
  const at = own.indexOf('--export');
  if (at === -1) return { rest: [...own], exportTo: undefined };
  const [kind, file] = [own[at + 1], own[at + 2]];
  if (kind === undefined || file === undefined || file.startsWith('-')) fail('--export takes a format and a file: --export k6 load.js, or --export locust locustfile.py');
  if (own.indexOf('--export', at + 1) !== -1) fail('give --export once');
  return { rest: [...own.slice(0, at), ...own.slice(at + 3)], exportTo: { kind: choice(kind, EXPORTS, 'k6', '--export', BENCH_USAGE), file: file ?? '' } };
}

function jsonArgs(text: string, tool: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return fail(`--args for "${tool}" is not JSON: ${text}`);
  }
  return isRecord(parsed) ? parsed : fail(`--args for "${tool}" must be a JSON object, not ${text}`);
}

/** `--tool <name> [--args <json>]`, in order: each `--args` belongs to the `--tool` before it. */
function toolSpecs(own: readonly string[]): ToolSpec[] {
  const specs: ToolSpec[] = [];
  let argsGiven = true;
  for (let i = 0; i < own.length; i++) {
    const [name, inline] = (own[i] ?? '').split(/=(.*)/s, 2);
    if (name !== '--tool' && name !== '--args') continue;
    const value = inline ?? own[++i];
    if (value === undefined) continue;
    if (name === '--tool') {
      specs.push({ name: value, args: {} });
      argsGiven = false;
    } else {
      const spec = specs.at(-1);
      if (spec === undefined || argsGiven) fail('each --args follows the --tool it is for: --tool <name> --args <json>');
      if (spec !== undefined) spec.args = jsonArgs(value, spec.name);
      argsGiven = true;
    }
  }
  return specs;
}

function numberFlag(text: string | undefined, what: string, valid: (n: number) => boolean, rule: string): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  return text.trim() !== '' && Number.isFinite(value) && valid(value) ? value : fail(`${what} takes ${rule}, not "${text}"`);
}

/** The bench command's arguments, or undefined for `--help`. */
export function parseBenchArgs(argv: readonly string[]): BenchArgs | undefined {
  const { own, command } = splitCommand(argv);
  const { rest, exportTo } = takeExport(own);
  const options = {
    tool: { type: 'string', multiple: true },
    args: { type: 'string', multiple: true },
    duration: { type: 'string' },
    concurrency: { type: 'string' },
    'p95-max': { type: 'string' },
    'error-rate-max': { type: 'string' },
    format: { type: 'string' },
    json: { type: 'boolean' },
    header: { type: 'string', multiple: true },
    ...TIMEOUT_FLAG,
    ...CONFIG_FLAGS,
  } as const;
  const args = parseCommandArgs(rest, options, BENCH_USAGE);
  if (flag(args, 'help')) return undefined;
  const source = targetSource(args, command, (positionals) => urlArgument(positionals, 'bench', BENCH_USAGE), BENCH_USAGE);
  if (exportTo !== undefined && source.kind === 'command') fail('--export writes a script for an HTTP server; a stdio server started here has no URL a k6 or Locust runner could reach');
  const format = choice(stringValue(args, 'format'), FORMATS, 'markdown', '--format', BENCH_USAGE);
  const durationS = numberFlag(stringValue(args, 'duration'), '--duration', (n) => n > 0 && n <= 3600, 'seconds, more than 0 and at most 3600') ?? 10;
  const p95MaxMs = numberFlag(stringValue(args, 'p95-max'), '--p95-max', (n) => n > 0, 'milliseconds, more than 0');
  const errorRateMax = numberFlag(stringValue(args, 'error-rate-max'), '--error-rate-max', (n) => n >= 0 && n <= 1, 'a fraction from 0 to 1 (0.01 is 1 %)');
  return {
    source,
    tools: toolSpecs(rest),
    durationMs: Math.round(durationS * 1000),
    concurrency: numberFlag(stringValue(args, 'concurrency'), '--concurrency', (n) => Number.isInteger(n) && n >= 1 && n <= 1000, 'a whole number from 1 to 1000') ?? 4,
    gates: { ...(p95MaxMs === undefined ? {} : { p95MaxMs }), ...(errorRateMax === undefined ? {} : { errorRateMax }) },
    format: flag(args, 'json') ? 'json' : format,
    headers: headerValues(args, BENCH_USAGE),
    timeoutMs: timeoutFlag(args, BENCH_USAGE),
    exportTo,
  };
}
