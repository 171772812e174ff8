import { stringValue, type ParsedArgs } from '../args';
import { UsageError } from '../exit-codes';
import { commandSpec, configTarget, startStdioTarget, urlTarget, type CliTarget } from './cli-target';

/** Where a one-server command's server comes from. */
export type TargetSource =
  | { kind: 'url'; url: string }
  | { kind: 'command'; command: readonly string[] }
  | { kind: 'config'; file: string; server: string | undefined };

/** The flags that name a config entry, for each command's `parseCommandArgs` options. */
export const CONFIG_FLAGS = { config: { type: 'string' }, server: { type: 'string' } } as const;

/**
 * Exactly one of a positional `what` (a URL), `-- <command>` or `--config <file>`: the source a
 * one-server command (check, snapshot) works on. `--server` only goes with `--config`.
 */
export function targetSource(args: ParsedArgs, command: readonly string[] | undefined, positional: (positionals: readonly string[]) => string, usage: string): TargetSource {
  const file = stringValue(args, 'config');
  const server = stringValue(args, 'server');
  if (server !== undefined && file === undefined) throw new UsageError('--server names an entry of --config <file>; give the file too', usage);
  if (command !== undefined) {
    if (args.positionals.length > 0) throw new UsageError(`give a URL or "-- <command>", not both ("${args.positionals.join(' ')}")`, usage);
    if (file !== undefined) throw new UsageError('give --config or "-- <command>", not both', usage);
    return { kind: 'command', command };
  }
  if (file !== undefined) {
    if (args.positionals.length > 0) throw new UsageError(`give a URL or --config, not both ("${args.positionals.join(' ')}")`, usage);
    return { kind: 'config', file, server };
  }
  return { kind: 'url', url: positional(args.positionals) };
}

/** Opens the source: a URL as it is, a command or a config's stdio entry started behind a bridge. */
export function openTarget(source: TargetSource, options: { headers: Record<string, string>; timeoutMs: number | undefined; usage: string }): Promise<CliTarget> {
  if (source.kind === 'url') return Promise.resolve(urlTarget(source.url, options.headers));
  if (source.kind === 'command') return startStdioTarget(commandSpec(source.command, options.usage), options.timeoutMs);
  return configTarget(source.file, source.server, options);
}
