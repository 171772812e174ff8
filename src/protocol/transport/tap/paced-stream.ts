import { ResponseView } from './response-view';
/**
 * Pacing for the SDK's read of an event stream (issue 24, storm long tasks). The SDK parses
 * and validates every SSE message in a loop of microtasks, so a network chunk holding a few
 * hundred events (a storm's backlog) ran as one long task. The stream handed to it here
 * gives at most `SLICE_BYTES` per read and, once its reader has kept the thread busy for
 * `BUDGET_MS`, waits for a new task before the next slice, so input and paint get a turn.
 */
export const SLICE_BYTES = 2048;
type Bytes = Uint8Array<ArrayBuffer>;
export const BUDGET_MS = 8;

export interface PaceOptions {
  /** Resolves in a later task; default a MessageChannel message (not throttled like timers). */
  nextTask?: () => Promise<void>;
  now?: () => number;
}

export function nextTask(): Promise<void> {
  if (typeof MessageChannel !== 'function') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

export function pacedStream(source: ReadableStream<Bytes>, options: PaceOptions = {}): ReadableStream<Bytes> {
  const yieldTask = options.nextTask ?? nextTask;
  const now = options.now ?? (() => performance.now());
  const reader = source.getReader();
  let pending: Bytes | undefined;
  let offset = 0;
  let since = now();
  return new ReadableStream<Bytes>(
    {
      async pull(controller) {
        // Time spent waiting on the network also counts: one needless yield per idle gap is cheap.
        if (now() - since > BUDGET_MS) {
          await yieldTask();
          since = now();
        }
        if (pending === undefined) {
          const { done, value } = await reader.read();
          if (done) {
            controller.close();
            return;
          }
          pending = value;
          offset = 0;
        }
        const end = Math.min(pending.byteLength, offset + SLICE_BYTES);
        controller.enqueue(pending.subarray(offset, end));
        offset = end;
        if (offset >= pending.byteLength) pending = undefined;
      },
      cancel: (reason) => reader.cancel(reason),
    },
    { highWaterMark: 0 },
  );
}

/** The caller's view of an event-stream response: the original head, a paced body. */
export class PacedResponse extends ResponseView {
  constructor(source: Response, options?: PaceOptions) {
    super(source, source.body === null ? null : pacedStream(source.body, options));
  }
}
