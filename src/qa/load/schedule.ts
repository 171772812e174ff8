import type { AbortCause, LoadSample, LoadTarget, SendResult } from './types';

/** Time, injectable so the stop and the timeouts are tested without waiting. */
export interface LoadClock {
  now(): number;
  /** Runs `fn` after `ms`; the returned function cancels it. */
  after(ms: number, fn: () => void): () => void;
}

export const REAL_CLOCK: LoadClock = {
  now: () => performance.now(),
  after: (ms, fn) => {
    const timer = setTimeout(fn, ms);
    return () => clearTimeout(timer);
  },
};

/** Sends one request; resolves (never rejects) once it is answered, or once it is cancelled after `signal` aborted. */
export type SendOne = (target: LoadTarget, signal: AbortSignal, cause: () => AbortCause | undefined) => Promise<SendResult>;

export interface ScheduleOptions {
  targets: readonly LoadTarget[];
  concurrency: number;
  durationMs: number;
  /** Bound of one request; a request past it is aborted and counted as an error. */
  timeoutMs: number;
  send: SendOne;
  clock?: LoadClock;
  /** Stops the run early (the QA panel's cancel), like the end of the duration. */
  signal?: AbortSignal;
  /** Told of each sample as it ends, with its end in ms since the run started (the QA panel's live charts). */
  onSample?: (sample: LoadSample, atMs: number) => void;
}

export interface ScheduleOutcome {
  samples: LoadSample[];
  /** From the first request to the moment issuing stopped. */
  durationMs: number;
}

interface InFlight {
  controller: AbortController;
  cause: AbortCause | undefined;
}

/**
 * Runs `concurrency` workers that call the targets in turn until the duration ends, then stops
 * issuing and aborts every request still in flight. It resolves only when each of those has
 * been answered or cancelled, so nothing of the run reaches the server afterwards.
 */
export async function runSchedule(options: ScheduleOptions): Promise<ScheduleOutcome> {
  const clock = options.clock ?? REAL_CLOCK;
  const samples: LoadSample[] = [];
  const inFlight = new Set<InFlight>();
  let next = 0;
  let stopped = false;
  const startedAt = clock.now();
  let stoppedAt: number | undefined;
  const stop = (): void => {
    if (stopped) return;
    stopped = true;
    stoppedAt = clock.now();
    for (const request of inFlight) {
      request.cause ??= 'stop';
      request.controller.abort(new Error('the load run ended'));
    }
  };
  const cancelDeadline = clock.after(options.durationMs, stop);
  const onAbort = (): void => stop();
  options.signal?.addEventListener('abort', onAbort, { once: true });
  if (options.signal?.aborted === true) stop();

  const worker = async (): Promise<void> => {
    while (!stopped && options.targets.length > 0) {
      const index = next++ % options.targets.length;
      const target = options.targets[index];
      if (target === undefined) return;
      const request: InFlight = { controller: new AbortController(), cause: undefined };
      inFlight.add(request);
      const cancelTimeout = clock.after(options.timeoutMs, () => {
        request.cause ??= 'timeout';
        request.controller.abort(new Error(`no answer within ${options.timeoutMs} ms`));
      });
      const sentAt = clock.now();
      const result = await options.send(target, request.controller.signal, () => request.cause);
      const ms = clock.now() - sentAt;
      cancelTimeout();
      inFlight.delete(request);
      const sample: LoadSample =
        request.cause === 'stop'
          ? { target: index, ms, outcome: 'cancelled' }
          : request.cause === 'timeout'
            ? { target: index, ms, outcome: 'error', error: `no answer within ${options.timeoutMs} ms` }
            : result.ok
              ? { target: index, ms, outcome: 'ok' }
              : { target: index, ms, outcome: 'error', error: result.error };
      samples.push(sample);
      options.onSample?.(sample, sentAt + ms - startedAt);
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.max(1, options.concurrency) }, worker));
  } finally {
    cancelDeadline();
    options.signal?.removeEventListener('abort', onAbort);
  }
  return { samples, durationMs: (stoppedAt ?? clock.now()) - startedAt };
}
