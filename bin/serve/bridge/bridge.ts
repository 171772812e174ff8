import { StdioChild, type ProcessState } from './child';
import type { StdoutAuditEntry } from './framing';
import { OutputLog, type OutputLine } from './output-log';
import { Relay } from './relay';
import type { BridgeHandle, StdioSpec } from './types';

/** One stdio server behind the console: its process, its output log and its HTTP relay. */
export class Bridge implements BridgeHandle {
  readonly log: OutputLog;
  readonly relay: Relay;
  private readonly child: StdioChild;
  private readonly stateListeners = new Set<(state: ProcessState) => void>();
  private starting: Promise<void> | undefined;

  constructor(
    readonly spec: StdioSpec,
    echo: ((line: string) => void) | undefined,
  ) {
    this.log = new OutputLog(spec.name, echo);
    this.child = new StdioChild(spec, this.log, {
      message: (message) => this.relay.fromChild(message),
      state: (state) => {
        if (!state.running && state.exit !== null) {
          this.relay.childExited(state);
          const how = state.exit.signal === null ? `exited with code ${String(state.exit.code)}` : `was ended by ${state.exit.signal}`;
          echo?.(`[${spec.name}] the process ${how}`);
        }
        for (const listener of this.stateListeners) listener(state);
      },
    });
    this.relay = new Relay({ send: (m) => this.child.send(m), state: () => this.child.state(), ensureStarted: () => this.ensureStarted() });
  }

  state(): ProcessState {
    return this.child.state();
  }

  stdoutAudit(): readonly StdoutAuditEntry[] {
    return this.child.audit();
  }

  outputLines(): readonly OutputLine[] {
    return this.log.all();
  }

  /** Frames written to and read from the child so far, over all its generations. */
  frameCounts(): { toChild: number; fromChild: number } {
    return { ...this.child.frames };
  }

  start(): Promise<void> {
    this.starting ??= this.child.start().finally(() => {
      this.starting = undefined;
    });
    return this.starting;
  }

  /** A lazy bridge's first request starts it; a child that exited stays down until Restart. */
  ensureStarted(): Promise<void> {
    return this.state().spawns === 0 ? this.start() : (this.starting ?? Promise.resolve());
  }

  async restart(): Promise<ProcessState> {
    await this.starting?.catch(() => undefined);
    await this.child.stop();
    await this.start();
    return this.child.state();
  }

  stop(): Promise<void> {
    return this.child.stop();
  }

  stdinCloseExit(timeoutMs: number): Promise<{ exited: boolean; ms: number; code: number | null; signal: string | null }> {
    return this.child.stdinCloseExit(timeoutMs);
  }

  onState(listener: (state: ProcessState) => void): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }
}
