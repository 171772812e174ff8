/**
 * The lanes of the Timeline panel (ui-contract.md: `Timeline events` rows name one of these): the
 * MCP server's, then `model`, the requests to the Playground's model endpoint (issue 40).
 */
export const TIMELINE_LANES = ['http', 'stream', 'notification', 'cache', 'input', 'auth', 'model'] as const;
export type TimelineLane = (typeof TIMELINE_LANES)[number];

export function isTimelineLane(value: string): value is TimelineLane {
  return (TIMELINE_LANES as readonly string[]).includes(value);
}

/** `ok` done, `error` failed (HTTP ≥ 400, JSON-RPC error, network), `open` still running. */
export type TimelineStatus = 'ok' | 'error' | 'open';

/** A moment inside a span: time to headers, a stream's acknowledgement, each notification on it. */
export interface TimelineMark {
  at: number;
  label: string;
}

/**
 * One thing on the time axis, derived from the stores that already hold it (design.md
 * "Time-based views"): an exchange, a stream, a notification, a cache span, a round, an auth step.
 * A span has `end`; a point has none; an open span has `end` undefined and `open` true.
 */
export interface TimelineEvent {
  /** Unique and stable across derivations of the same sources, e.g. `http:12`. */
  id: string;
  lane: TimelineLane;
  start: number;
  end: number | undefined;
  /** Still running: drawn up to "now". */
  open: boolean;
  label: string;
  status: TimelineStatus;
  /** JSON-RPC method, for `method:` filters. */
  method: string | undefined;
  /** Free-form detail lines shown on hover and selection. */
  details: readonly string[];
  marks: readonly TimelineMark[];
  /** The traffic exchange to open in Traffic. */
  exchangeId: number | undefined;
  /** The cache entry (method + params label) to open in Cache. */
  cacheKey: string | undefined;
  /** Events this one is linked to (a notification → the cache invalidations it caused, and back). */
  links: readonly string[];
}

/** What a derivation fills in; the rest defaults (no marks, links or details). */
export type TimelineEventInit = Pick<TimelineEvent, 'id' | 'lane' | 'start' | 'label'> & Partial<Omit<TimelineEvent, 'id' | 'lane' | 'start' | 'label'>>;

export function timelineEvent(init: TimelineEventInit): TimelineEvent {
  return {
    end: undefined,
    open: false,
    status: 'ok',
    method: undefined,
    details: [],
    marks: [],
    exchangeId: undefined,
    cacheKey: undefined,
    links: [],
    ...init,
  };
}

/** Where the event ends on the axis: its end, `now` while open, its start for a point. */
export function eventEnd(event: TimelineEvent, now: number): number {
  if (event.end !== undefined) return event.end;
  return event.open ? Math.max(now, event.start) : event.start;
}
