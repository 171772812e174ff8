import { reconnectDelayMs } from '../../protocol/session/backoff';
import { createSseParser, type ParsedSseEvent } from '../../protocol/transport/tap/sse-parser';
import { outputLineSchema, processStateSchema, type OutputLine, type ProcessState } from './bridge-schemas';

export interface ProcessEventHandlers {
  onState(state: ProcessState): void;
  onOutput(line: OutputLine): void;
  /** The bridge refused the stream (401: no or a wrong secret); the watch stops. */
  onUnauthorized?(): void;
}

export interface WatchOptions extends ProcessEventHandlers {
  fetch: typeof fetch;
  /** Absolute URL of `/.mcp-console/bridge/<id>/events`. */
  url: string;
  signal: AbortSignal;
  /** Waits between attempts (tests pass an immediate one). */
  wait?: (ms: number, signal: AbortSignal) => Promise<void>;
}

function json(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Routes one SSE event to its handler; events that do not fit the contract are ignored. */
export function dispatchProcessEvent(event: ParsedSseEvent, handlers: ProcessEventHandlers): void {
  if (event.event === 'state') {
    const state = processStateSchema.safeParse(json(event.data));
    if (state.success) handlers.onState(state.data);
  } else if (event.event === 'output') {
    const line = outputLineSchema.safeParse(json(event.data));
    if (line.success) handlers.onOutput(line.data);
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Reads one stream to its end; true when it opened (so the backoff starts over). */
async function readOnce(options: WatchOptions): Promise<'opened' | 'failed' | 'unauthorized'> {
  const response = await options.fetch(options.url, { headers: { accept: 'text/event-stream' }, signal: options.signal }).catch(() => undefined);
  if (response === undefined) return 'failed';
  if (response.status === 401) return 'unauthorized';
  if (!response.ok || response.body === null) return 'failed';
  const parser = createSseParser((event) => dispatchProcessEvent(event, options));
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(value);
    }
  } catch {
    // Aborted, or the connection broke: either way the stream is over.
  } finally {
    parser.end();
  }
  return 'opened';
}

/**
 * Follows a bridged process through `GET …/events` (decision 0031): `state` and `output`
 * events, the current state and the kept lines first. It is read with `fetch`, because
 * EventSource cannot send the secret header, and parsed with the tap's SSE parser. A stream that
 * ends (the CLI restarted, a proxy timed out) is opened again on the reconnect backoff until
 * `signal` aborts.
 */
export async function watchProcessEvents(options: WatchOptions): Promise<void> {
  const wait = options.wait ?? sleep;
  let attempt = 0;
  while (!options.signal.aborted) {
    const outcome = await readOnce(options);
    if (outcome === 'unauthorized') {
      options.onUnauthorized?.();
      return;
    }
    attempt = outcome === 'opened' ? 0 : attempt + 1;
    await wait(reconnectDelayMs(attempt), options.signal);
  }
}
