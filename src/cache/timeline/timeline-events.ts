import { compareEvents, LaneRows, SortedChunks, TIMELINE_LANES, type PlacedEvent, type SortedView, type TimelineEvent, type TimelineLane } from '../../recording/timeline';

/** Where derivations put what they changed: an event to add or replace (same id), an id to drop. */
export interface ChangeSink {
  upsert(event: TimelineEvent): void;
  remove(id: string): void;
}

/** What one update of the sources changed, the last word per id winning. */
export class TimelineChange implements ChangeSink {
  /** An event to hold, or undefined to drop it. */
  readonly ops = new Map<string, TimelineEvent | undefined>();

  upsert(event: TimelineEvent): void {
    this.ops.set(event.id, event);
  }

  remove(id: string): void {
    this.ops.set(id, undefined);
  }
}

/** One published state of the timeline: views over shared chunks, never copied whole. */
export interface TimelineSnapshot {
  /** Every event in `compareEvents` order. */
  events: SortedView<TimelineEvent>;
  /** Per lane, its events in the same order, each with its sub-row. */
  lanes: ReadonlyMap<TimelineLane, SortedView<PlacedEvent>>;
  /** The store's own index, newest version of each event (an older snapshot may see later ones). */
  byId: ReadonlyMap<string, TimelineEvent>;
  range: { start: number; end: number } | undefined;
  nextExpiry: number | undefined;
  /** Events the store dropped to stay within its capacity. */
  dropped: number;
}

const byEvent = (a: PlacedEvent, b: PlacedEvent): number => compareEvents(a.event, b.event);

/** Drawn up to now while open: `eventEnd`'s rule, which the range follows. */
function isOpenEnded(event: TimelineEvent): boolean {
  return event.end === undefined && event.open;
}

/**
 * The timeline's events, kept sorted in chunks (`SortedChunks`) for the table and per lane for
 * the canvas, with rows packed as they arrive. Applying a change costs O(changed events);
 * publishing copies chunk pointers only. Bounded: past `capacity` the oldest events go.
 */
export class TimelineEvents {
  private readonly all = new SortedChunks<TimelineEvent>(compareEvents);
  private readonly lanes = new Map<TimelineLane, SortedChunks<PlacedEvent>>(TIMELINE_LANES.map((lane) => [lane, new SortedChunks<PlacedEvent>(byEvent)]));
  private readonly rows = new LaneRows();
  private readonly byId = new Map<string, TimelineEvent>();
  /** Latest end (or start, for points) over events not drawn up to now. */
  private maxEnd = Number.NEGATIVE_INFINITY;
  private openEnded = 0;
  private droppedCount = 0;
  private cached: TimelineSnapshot | undefined;
  private now = 0;
  private expiry: number | undefined;

  constructor(private readonly capacity = 50_000) {}

  get size(): number {
    return this.all.length;
  }

  apply(change: TimelineChange, now: number, nextExpiry: number | undefined): void {
    if (change.ops.size > 0 || now !== this.now || nextExpiry !== this.expiry) this.cached = undefined;
    this.now = now;
    this.expiry = nextExpiry;
    for (const [id, event] of change.ops) {
      if (event === undefined) this.remove(id);
      else this.upsert(event);
    }
    if (this.all.length > this.capacity) this.evict(this.all.length - this.capacity);
  }

  snapshot(): TimelineSnapshot {
    if (this.cached !== undefined) return this.cached;
    const events = this.all.snapshot();
    const lanes = new Map([...this.lanes].map(([lane, list]) => [lane, list.snapshot()]));
    this.cached = { events, lanes, byId: this.byId, range: this.range(events), nextExpiry: this.expiry, dropped: this.droppedCount };
    return this.cached;
  }

  /** Earliest start and latest end, no later than now (or the latest start): `deriveTimeline`'s range. */
  private range(events: SortedView<TimelineEvent>): TimelineSnapshot['range'] {
    const first = events.at(0);
    const last = events.at(events.length - 1);
    if (first === undefined || last === undefined) return undefined;
    const latest = Math.max(this.maxEnd, this.openEnded > 0 ? this.now : Number.NEGATIVE_INFINITY);
    return { start: first.start, end: Math.min(latest, Math.max(this.now, last.start)) };
  }

  private upsert(event: TimelineEvent): void {
    const before = this.byId.get(event.id);
    const placed = this.rows.place(event);
    const lane = this.lanes.get(event.lane);
    if (before === undefined) {
      this.all.insert(event);
      lane?.insert(placed);
    } else {
      this.forgetEnd(before);
      this.all.replace(before, event);
      lane?.replace({ ...placed, event: before }, placed);
    }
    this.byId.set(event.id, event);
    if (isOpenEnded(event)) this.openEnded += 1;
    // Only grows: an end cut short later would need a scan, and the range stops at now anyway.
    else this.maxEnd = Math.max(this.maxEnd, event.end ?? event.start);
  }

  private remove(id: string): void {
    const before = this.byId.get(id);
    if (before === undefined) return;
    this.forgetEnd(before);
    this.all.remove(before);
    this.lanes.get(before.lane)?.remove({ event: before, lane: 0, row: 0 });
    this.byId.delete(id);
    this.rows.forget(id);
  }

  private forgetEnd(event: TimelineEvent): void {
    if (isOpenEnded(event)) this.openEnded -= 1;
  }

  private evict(count: number): void {
    for (const event of this.all.dropFirst(count)) {
      this.forgetEnd(event);
      this.lanes.get(event.lane)?.remove({ event, lane: 0, row: 0 });
      this.byId.delete(event.id);
      this.rows.forget(event.id);
      this.droppedCount += 1;
    }
  }
}
