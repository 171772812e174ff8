import { TIMELINE_LANES, type TimelineEvent, type TimelineLane } from './types';

/** Sub-rows per lane: overlapping spans stack up to this many, then share the last row. */
export const ROWS_PER_LANE = 3;

/** An event with its place on the canvas: the lane's index and the sub-row it is packed into. */
export interface PlacedEvent {
  event: TimelineEvent;
  lane: number;
  row: number;
}

/** Where an event's span ends for packing: open spans hold their row until they close. */
function packEnd(event: TimelineEvent): number {
  if (event.end !== undefined) return event.end;
  return event.open ? Number.POSITIVE_INFINITY : event.start;
}

/**
 * Greedy packing of each lane's spans into sub-rows as events arrive (the first row free at the
 * span's start), so concurrent exchanges do not hide one another; an event keeps its row when
 * it is re-derived. O(rows) per event. Arriving out of time order only packs less tightly.
 */
export class LaneRows {
  private readonly ends = new Map<TimelineLane, number[]>(TIMELINE_LANES.map((lane) => [lane, new Array<number>(ROWS_PER_LANE).fill(Number.NEGATIVE_INFINITY)]));
  private readonly rows = new Map<string, number>();

  /** Places a new or re-derived event. */
  place(event: TimelineEvent): PlacedEvent {
    const ends = this.ends.get(event.lane) ?? [];
    const end = packEnd(event);
    let row = this.rows.get(event.id);
    if (row === undefined) {
      row = ends.findIndex((e) => e <= event.start);
      if (row < 0) row = ROWS_PER_LANE - 1;
      this.rows.set(event.id, row);
      ends[row] = Math.max(ends[row] ?? Number.NEGATIVE_INFINITY, end);
    } else if (ends[row] === Number.POSITIVE_INFINITY && end !== Number.POSITIVE_INFINITY) {
      // The span that held the row open has closed: the row is free after its end.
      ends[row] = end;
    } else {
      ends[row] = Math.max(ends[row] ?? Number.NEGATIVE_INFINITY, end);
    }
    return { event, lane: TIMELINE_LANES.indexOf(event.lane), row };
  }

  forget(id: string): void {
    this.rows.delete(id);
  }
}
