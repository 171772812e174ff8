import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { serializeMessage, type JSONRPCMessage } from '@modelcontextprotocol/client';
import { StdoutFramer, type StdoutAuditEntry } from './framing';
import { cutLineText, readLines } from './lines';
import type { OutputLog } from './output-log';
import { killOnExit, stopSequence, within } from './process-group';

export interface ProcessState {
  running: boolean;
  pid: number | null;
  startedAt: number | null;
  spawns: number;
  exit: { code: number | null; signal: string | null; at: number; lastLines: string[] } | null;
}

export interface ChildCommand {
  command: string;
  args: readonly string[];
  env?: Readonly<Record<string, string>>;
  cwd?: string;
  /** What error messages may quote: `${env:…}` parts masked. */
  shown?: { command: string; args: readonly string[] };
}

export interface ChildEvents {
  message(message: JSONRPCMessage): void;
  state(state: ProcessState): void;
}

/** Each step of the stop sequence waits this long for the child to exit before the next one. */
export const STOP_STEP_MS = 2_000;
const AUDIT_KEPT = 200;
const EXIT_LINES = 10;
/** After `exit`, how long the last stderr lines may still take to arrive through the pipe. */
const DRAIN_MS = 300;

/** The command could not be started at all (ENOENT, EACCES): a start-up failure, not an exit. */
export class SpawnError extends Error {}

interface Running {
  proc: ChildProcessWithoutNullStreams;
  pid: number;
  exited: Promise<void>;
}

/**
 * One stdio server process: spawned without a shell in its own process group, its stdout
 * framed line by line (framing.ts), its stderr into the output log, stopped by closing stdin,
 * then SIGTERM, then SIGKILL to the whole group.
 */
export class StdioChild {
  private running: Running | undefined;
  private current: ProcessState = { running: false, pid: null, startedAt: null, spawns: 0, exit: null };
  private readonly stray: StdoutAuditEntry[] = [];
  /** Frames written to the child and read from it, over all its generations. */
  readonly frames = { toChild: 0, fromChild: 0 };

  constructor(
    private readonly command: ChildCommand,
    private readonly log: OutputLog,
    private readonly events: ChildEvents,
  ) {}

  state(): ProcessState {
    return this.current;
  }

  audit(): readonly StdoutAuditEntry[] {
    return this.stray;
  }

  async start(): Promise<void> {
    if (this.running !== undefined) return;
    const { command, args, env, cwd } = this.command;
    const proc = spawn(command, [...args], {
      shell: false,
      detached: true,
      stdio: ['pipe', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
      ...(cwd === undefined ? {} : { cwd }),
      windowsHide: true,
    });
    await new Promise<void>((resolve, reject) => {
      proc.once('spawn', resolve);
      proc.once('error', (error: NodeJS.ErrnoException) => {
        const why = error.code === 'ENOENT' ? 'command not found' : error.message;
        const shown = this.command.shown ?? { command, args };
        reject(new SpawnError(`Cannot start "${[shown.command, ...shown.args].join(' ')}": ${why}${cwd === undefined ? '' : ` (in ${cwd})`}`));
      });
    });
    const pid = proc.pid;
    if (pid === undefined) throw new SpawnError(`"${command}" started without a process id`);
    this.attach(proc, pid);
  }

  private attach(proc: ChildProcessWithoutNullStreams, pid: number): void {
    proc.on('error', () => undefined);
    // A write after the child died fails with EPIPE: the exit is reported through the state.
    proc.stdin.on('error', () => undefined);
    const framer = new StdoutFramer(
      (message) => {
        this.frames.fromChild += 1;
        this.events.message(message);
      },
      (entry) => {
        this.stray.push(entry);
        if (this.stray.length > AUDIT_KEPT) this.stray.shift();
        this.log.add('stdout', entry.text);
      },
    );
    readLines(proc.stdout, (line) => (line.cut ? framer.cut(cutLineText(line)) : framer.line(line.text)));
    readLines(proc.stderr, (line) => this.log.add('stderr', line.cut ? cutLineText(line) : line.text));
    const since = this.log.lastSeq;
    const release = killOnExit(pid);
    const exited = new Promise<void>((resolve) => {
      proc.once('exit', (code, signal) => {
        release();
        // The last stderr lines may still be in the pipe: wait for it to close, briefly.
        const settled = new Promise<void>((drained) => proc.once('close', () => drained()));
        void within(settled, DRAIN_MS).then(() => {
          framer.flush();
          if (this.running?.proc === proc) this.running = undefined;
          this.setState({ ...this.current, running: false, exit: { code, signal, at: Date.now(), lastLines: this.log.lastStderr(EXIT_LINES, since) } });
          resolve();
        });
      });
    });
    this.running = { proc, pid, exited };
    this.setState({ running: true, pid, startedAt: Date.now(), spawns: this.current.spawns + 1, exit: null });
  }

  private setState(state: ProcessState): void {
    this.current = state;
    this.events.state(state);
  }

  /** Writes one frame as one line; false when no child is running to take it. */
  send(message: JSONRPCMessage): boolean {
    const running = this.running;
    if (running === undefined || running.proc.stdin.writableEnded) return false;
    this.frames.toChild += 1;
    running.proc.stdin.write(serializeMessage(message));
    return true;
  }

  /** The stop sequence (process-group.ts): stdin closed, SIGTERM, SIGKILL, then whatever the child left behind. */
  async stop(): Promise<void> {
    const running = this.running;
    if (running === undefined) return;
    await stopSequence(running.pid, running.exited, () => running.proc.stdin.end(), STOP_STEP_MS);
  }

  async restart(): Promise<ProcessState> {
    await this.stop();
    await this.start();
    return this.current;
  }

  /** Closes stdin only and reports whether the child exited within `timeoutMs` (the `stdio.exits-on-stdin-close` check). */
  async stdinCloseExit(timeoutMs: number): Promise<{ exited: boolean; ms: number; code: number | null; signal: string | null }> {
    const running = this.running;
    if (running === undefined) throw new Error('The stdio server is not running');
    const started = performance.now();
    running.proc.stdin.end();
    const exited = await within(running.exited, timeoutMs);
    const ms = Math.round(performance.now() - started);
    const exit = this.current.exit;
    return exited && exit !== null ? { exited, ms, code: exit.code, signal: exit.signal } : { exited: false, ms, code: null, signal: null };
  }
}

