import type { Server } from 'node:http';
import { EXIT } from '../exit-codes';

/** Ctrl-C, `kill`, and the terminal closing (SIGHUP): each stops serve and its children. */
const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/** How long the last resort waits for the stop sequence (three steps and two reaps of STOP_STEP_MS) before it exits anyway. */
const LAST_RESORT_MS = 15_000;

/**
 * Resolves when a stop signal arrives, after `before` (the bridged children's stop sequence)
 * and after the server has stopped accepting and closed its connections.
 */
export function untilStopped(server: Server, before: () => Promise<void> = () => Promise.resolve()): Promise<void> {
  return new Promise((resolve) => {
    const stop = async (): Promise<void> => {
      await before();
      server.close(() => resolve());
      // Browsers keep idle keep-alive sockets open; without this, close() would wait for them.
      server.closeAllConnections();
    };
    let stopping = false;
    const onSignal = (signal: NodeJS.Signals): void => {
      // A second Ctrl-C while children are stopping exits at once; the exit hook SIGKILLs their groups.
      if (stopping && signal === 'SIGINT') process.exit(130);
      if (stopping) return;
      stopping = true;
      void stop();
    };
    for (const signal of STOP_SIGNALS) process.on(signal, onSignal);
  });
}

export interface LastResortSteps {
  /** The children's stop sequence. */
  stop: () => Promise<void>;
  exit: (code: number) => void;
  log: (text: string) => void;
}

/**
 * What serve does with an exception nothing caught or a rejection nothing handled: it logs
 * it, stops the children, and exits non-zero. Going on half-broken, or exiting at once, would
 * leave stdio servers that no page can reach. Only the first error is logged: writing to a
 * closed terminal fails again, and that failure comes back here.
 */
export function lastResortHandler(steps: LastResortSteps): (error: unknown) => void {
  let failing = false;
  return (error) => {
    if (failing) return;
    failing = true;
    try {
      steps.log(`mcp-console: internal error; stopping the stdio servers and exiting: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    } catch {
      // stderr is gone (the terminal closed): the stop matters more than the message.
    }
    setTimeout(() => steps.exit(EXIT.failed), LAST_RESORT_MS).unref();
    void steps
      .stop()
      .catch(() => undefined)
      .finally(() => steps.exit(EXIT.failed));
  };
}

/** Installs the last resort for the life of serve; returns its removal. */
export function installLastResort(stop: () => Promise<void>): () => void {
  const handler = lastResortHandler({ stop, exit: (code) => process.exit(code), log: (text) => process.stderr.write(text) });
  process.on('uncaughtException', handler);
  process.on('unhandledRejection', handler);
  return () => {
    process.off('uncaughtException', handler);
    process.off('unhandledRejection', handler);
  };
}
