import { LiveLog } from '../../lib/buffers/live-log';
import type { FlushScheduler } from '../../lib/buffers/frame-notifier';
import { ValueStore } from '../../lib/value-store';
import type { OutputLine, ProcessExit, ProcessState } from './bridge-api';
import type { WatchOptions } from './process-events';

/** Lines of `Server output` kept per process; older ones are dropped and counted. */
export const OUTPUT_KEPT = 2_000;

/**
 * One bridged child as the page knows it: its latest `ProcessState` and its output, a live log
 * on the shared bounded mechanism (design.md, "Live event logs share one mechanism"). The events
 * stream is opened by `start()` and closed by `stop()`.
 */
export class BridgeProcess {
  readonly state = new ValueStore<ProcessState | undefined>(undefined);
  readonly output: LiveLog<OutputLine>;
  /** The newest line seen: a reopened stream sends the kept lines again, which are skipped. */
  private lastSeq = -1;
  private controller: AbortController | undefined;

  constructor(schedule?: FlushScheduler) {
    this.output = new LiveLog<OutputLine>({ capacity: OUTPUT_KEPT, ...(schedule === undefined ? {} : { schedule }) });
  }

  get watching(): boolean {
    return this.controller !== undefined;
  }

  start(options: Pick<WatchOptions, 'fetch' | 'url' | 'onUnauthorized' | 'wait'>): void {
    if (this.controller !== undefined) return;
    const controller = new AbortController();
    this.controller = controller;
    // Loaded on first use: only a console served with a bridge reads these streams (and their SSE parser).
    void import('./process-events')
      .then(({ watchProcessEvents }) =>
        watchProcessEvents({
          ...options,
          signal: controller.signal,
          onState: (state) => this.setState(state),
          onOutput: (line) => this.addLine(line),
        }),
      )
      .catch(() => undefined)
      .finally(() => {
        if (this.controller === controller) this.controller = undefined;
      });
  }

  stop(): void {
    this.controller?.abort();
    this.controller = undefined;
  }

  /**
   * A state from the stream or a restart's answer. One about an older child (fewer spawns) is
   * stale: a restart's answer can overtake the old child's exit event on the stream.
   */
  setState(state: ProcessState): void {
    const current = this.state.getSnapshot();
    if (current !== undefined && state.spawns < current.spawns) return;
    this.state.set(state);
  }

  addLine(line: OutputLine): void {
    if (line.seq <= this.lastSeq) return;
    this.lastSeq = line.seq;
    this.output.append(line);
  }
}

/** "code 1", "signal SIGKILL": how the process ended, as the exit alert and the status say it. */
export function exitCause(exit: Pick<ProcessExit, 'code' | 'signal'>): string {
  if (exit.signal !== null) return `signal ${exit.signal}`;
  return exit.code === null ? 'no exit code' : `code ${exit.code}`;
}

/** The reason the connection card shows while the session waits for the process to come back. */
export function exitReason(exit: ProcessExit): string {
  return `The stdio server exited (${exitCause(exit)}). Restart server starts it again.`;
}

/** "3 s", "4 min 05 s", "2 h 03 min": an uptime that reads at a glance and stays short. */
export function formatUptime(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  if (minutes < 60) return `${minutes} min ${pad(seconds % 60)} s`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ${pad(minutes % 60)} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}
