import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from './exit-codes';

type Options = NonNullable<ParseArgsConfig['options']>;

export interface ParsedArgs {
  values: Record<string, string | boolean | (string | boolean)[] | undefined>;
  positionals: string[];
}

/**
 * node:util `parseArgs` in strict mode, with every failure (unknown flag, missing value)
 * turned into a UsageError that carries the command's usage. `-h`/`--help` is added to
 * every command.
 */
export function parseCommandArgs(argv: readonly string[], options: Options, usage: string): ParsedArgs {
  try {
    const { values, positionals } = parseArgs({
      args: [...argv],
      options: { ...options, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    });
    return { values, positionals };
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error), usage);
  }
}

export function stringValue(args: ParsedArgs, name: string): string | undefined {
  const value = args.values[name];
  return typeof value === 'string' ? value : undefined;
}

export function stringValues(args: ParsedArgs, name: string): string[] {
  const value = args.values[name];
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string');
}

export function flag(args: ParsedArgs, name: string): boolean {
  return args.values[name] === true;
}

/** One of `allowed`, or a UsageError naming the flag. */
export function choice<T extends string>(value: string | undefined, allowed: readonly T[], fallback: T, what: string, usage: string): T {
  if (value === undefined) return fallback;
  const found = allowed.find((a) => a === value);
  if (found === undefined) throw new UsageError(`${what} takes ${allowed.map((a) => `"${a}"`).join(', ')}, not "${value}"`, usage);
  return found;
}

/** `--header "Name: value"` flags as lower-cased header names and values. */
export function headerValues(args: ParsedArgs, usage: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const header of stringValues(args, 'header')) {
    const colon = header.indexOf(':');
    if (colon <= 0) throw new UsageError(`--header takes "Name: value", not "${header}"`, usage);
    headers[header.slice(0, colon).trim().toLowerCase()] = header.slice(colon + 1).trim();
  }
  return headers;
}

/** The one positional argument, an http(s) URL of an MCP endpoint. */
export function urlArgument(positionals: readonly string[], command: string, usage: string): string {
  const [url, ...extra] = positionals;
  if (url === undefined) throw new UsageError(`${command} needs the URL of an MCP endpoint`, usage);
  if (extra.length > 0) throw new UsageError(`unexpected argument "${extra.join(' ')}"`, usage);
  if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) throw new UsageError(`"${url}" is not an http(s) URL`, usage);
  return url;
}

/**
 * argv split at the first `--`: the command's own flags before it, the stdio server's command
 * line after it (`mcp-console serve --port 7000 -- uvx my-server --flag`). `command` is
 * undefined without `--`, and empty when nothing follows it (callers report that as a usage
 * error). Everything after `--` is kept verbatim, later `--` included: it belongs to the child.
 */
export function splitCommand(argv: readonly string[]): { own: string[]; command: string[] | undefined } {
  const at = argv.indexOf('--');
  if (at === -1) return { own: [...argv], command: undefined };
  return { own: argv.slice(0, at), command: argv.slice(at + 1) };
}
