import type { StdioTarget } from '../../src/qa/conformance';
import { commandLine, shownCommandLine, SpawnError, startStandaloneBridge, type ProcessState, type StdioSpec } from '../serve/host';
import { StartError, UsageError } from '../exit-codes';
import { loadConfigServers } from '../config/index';

/**
 * The server a CLI command works on: a URL, or a stdio server this process started and
 * bridged in-process on 127.0.0.1 (`-- <command>`, a stdio entry of `--config`). Either way the
 * command runs the same code on `url` and `headers`.
 */
export interface CliTarget {
  url: string;
  /** Every value is secret (the bridge's per-run secret among them): redacted in every log. */
  headers: Record<string, string>;
  /** The started process, for the stdio checks; undefined for a URL. */
  stdio: StdioTarget | undefined;
  /** How messages name the server: the URL, or `stdio: <command line>`. */
  label: string;
  /** Stops the process (stdin closed, SIGTERM, SIGKILL) and the bridge; idempotent. */
  close(): Promise<void>;
  /**
   * Why a started stdio process is gone (its exit code or signal and its last stderr lines), or
   * undefined while it runs and for a URL: when it is gone, that is the whole story.
   */
  gone(): string | undefined;
}

/** The process's exit as the CLI tells it: code or signal, then its last stderr lines. */
export function describeExit(label: string, state: ProcessState): string | undefined {
  if (state.running || state.exit === null) return undefined;
  const { code, signal, lastLines } = state.exit;
  const how = signal === null ? `exited with code ${String(code)}` : `was ended by ${signal}`;
  const tail = lastLines.length === 0 ? ' It wrote nothing on stderr.' : ` Its last stderr lines:\n${lastLines.map((line) => `  ${line}`).join('\n')}`;
  return `The stdio server (${label}) ${how} before the command could finish.${tail}`;
}

/** How long a process may take to start when `--timeout` does not say (spawn to the bridge's URL). */
const DEFAULT_START_MS = 30_000;

async function withinTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new StartError(`${what} did not start within ${ms} ms (--timeout)`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Ends the child when the user presses Ctrl-C: it runs in its own process group, so the terminal's SIGINT never reaches it. */
function stopOnSignal(close: () => Promise<void>): () => void {
  const onSignal = (signal: NodeJS.Signals): void => {
    void close().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  return () => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  };
}

/**
 * Starts `spec` behind an in-process bridge. The child's stderr is echoed on our stderr with its
 * name in front, never on stdout (stdout carries the report alone). A command that cannot start
 * is a StartError (exit 2), and a start that outlasts `timeoutMs` too, with the child stopped.
 */
export async function startStdioTarget(spec: StdioSpec, timeoutMs: number | undefined): Promise<CliTarget> {
  const label = `stdio: ${shownCommandLine(spec)}`;
  const starting = startStandaloneBridge({ ...spec, lazy: false });
  let bridged: Awaited<typeof starting>;
  try {
    bridged = await withinTimeout(starting, timeoutMs ?? DEFAULT_START_MS, label);
  } catch (error) {
    // A start that lost the race may still finish: stop what it started.
    void starting.then((late) => late.close(), () => undefined);
    if (error instanceof SpawnError) throw new StartError(error.message);
    throw error;
  }
  let closing: Promise<void> | undefined;
  let unhook = (): void => undefined;
  const close = (): Promise<void> => {
    unhook();
    return (closing ??= bridged.close());
  };
  unhook = stopOnSignal(close);
  return { url: bridged.url, headers: bridged.headers, stdio: bridged.bridge, label, close, gone: () => describeExit(label, bridged.bridge.state()) };
}

/** `-- <command> [args…]` as a bridge spec; an empty command is a usage error. */
export function commandSpec(command: readonly string[], usage: string): StdioSpec {
  const [program, ...args] = command;
  if (program === undefined || program === '') throw new UsageError('nothing follows "--": give the stdio server\'s command, e.g. -- node build/index.js', usage);
  return { id: 'stdio', name: `stdio: ${commandLine(program, args)}`, command: program, args };
}

/** A URL target: nothing to start or stop. */
export function urlTarget(url: string, headers: Record<string, string>): CliTarget {
  return { url, headers, stdio: undefined, label: url, close: () => Promise.resolve(), gone: () => undefined };
}

/**
 * `--config <file> [--server <name>]` for a one-server command: the named entry, or the file's
 * only one. Entries skipped for an unresolvable reference are reported on stderr.
 */
export async function configTarget(file: string, serverName: string | undefined, options: { headers: Record<string, string>; timeoutMs: number | undefined; usage: string }): Promise<CliTarget> {
  const loaded = await loadConfigServers(file, serverName, options.usage);
  for (const error of loaded.errors) process.stderr.write(`mcp-console: --config ${file}: ${error}\n`);
  const all = [...loaded.stdio, ...loaded.urls];
  const id = loaded.open ?? (all.length === 1 ? all[0]?.id : undefined);
  if (id === undefined) {
    const names = all.map((entry) => `"${entry.name}"`).join(', ');
    throw new UsageError(all.length === 0 ? `--config ${file}: no server could be loaded` : `--config ${file} holds several servers; pick one with --server <name> (${names})`, options.usage);
  }
  const spec = loaded.stdio.find((entry) => entry.id === id);
  if (spec !== undefined) return startStdioTarget(spec, options.timeoutMs);
  const entry = loaded.urls.find((url) => url.id === id);
  if (entry === undefined) throw new StartError(`--config ${file}: no server "${id}"`);
  return urlTarget(entry.url, { ...entry.headers, ...options.headers });
}

/** Runs `work` on an opened target and always stops it afterwards, on a failure path too. */
export async function withTarget<T>(opening: Promise<CliTarget>, work: (target: CliTarget) => Promise<T>): Promise<T> {
  const target = await opening;
  try {
    return await work(target);
  } catch (error) {
    if (error instanceof StartError && target.stdio !== undefined) {
      // A process that exited is the one cause: the bridge's 503 (JSON-RPC -32000) around it is not the server's answer.
      const gone = target.gone();
      // Name a stdio server by its command, not by the bridge's ephemeral loopback URL.
      throw new StartError(gone ?? error.message.replaceAll(target.url, target.label));
    }
    throw error;
  } finally {
    await target.close();
  }
}
