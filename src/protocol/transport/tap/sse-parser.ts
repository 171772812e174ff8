import { createParser } from 'eventsource-parser';

/** One parsed server-sent event, before the log stamps it with a time. */
export interface ParsedSseEvent {
  event: string | undefined;
  id: string | undefined;
  data: string;
}

export interface SseParser {
  /** Feed decoded text; events are emitted as soon as their blank line arrives. */
  feed(text: string): void;
  /** The stream ended: an event without its terminating blank line is discarded, as the spec requires. */
  end(): void;
}

/**
 * Incremental SSE parser over text chunks (WHATWG HTML §9.2 "event stream
 * interpretation"): multi-line data, comments, CRLF and chunk splits anywhere.
 * It delegates to `eventsource-parser`, which the SDK client already ships, so
 * the tap parses streams exactly as the client does at no extra bundle cost.
 * https://html.spec.whatwg.org/multipage/server-sent-events.html#event-stream-interpretation
 */
export function createSseParser(onEvent: (event: ParsedSseEvent) => void): SseParser {
  const parser = createParser({
    onEvent: (message) => onEvent({ event: message.event, id: message.id, data: message.data }),
  });
  return {
    feed: (text) => parser.feed(text),
    end: () => parser.reset(),
  };
}
