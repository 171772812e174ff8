import { ROWS_PER_LANE, TIMELINE_LANES, eventEnd, type Indexed, type PlacedEvent, type TimelineEvent, type TimelineLane } from '../../../recording/timeline';

export { ROWS_PER_LANE, type PlacedEvent } from '../../../recording/timeline';

/** One drawn lane: the key of its events in `LaneLayout.lanes`, its kind, and the server group it belongs to. */
export interface LaneRow {
  key: string;
  lane: TimelineLane;
  group?: string;
}

export interface LaneLayout {
  /** Per lane, its events in start order, each with its sub-row: the store's views, or arrays for a filtered list. */
  lanes: ReadonlyMap<string, Indexed<PlacedEvent>>;
  /** The lanes top to bottom, when they are not the plain `TIMELINE_LANES` (a lane group per server). */
  rows?: readonly LaneRow[];
}

const PLAIN_ROWS: readonly LaneRow[] = TIMELINE_LANES.map((lane) => ({ key: lane, lane }));

/** The lanes a layout draws, top to bottom. */
export function laneRows(layout: LaneLayout): readonly LaneRow[] {
  return layout.rows ?? PLAIN_ROWS;
}

/** Greedy packing of one lane's spans into sub-rows (first row free at the span's start); points share row 0's band. */
function pack(events: readonly TimelineEvent[], laneIndex: number, now: number): PlacedEvent[] {
  const ends = new Array<number>(ROWS_PER_LANE).fill(Number.NEGATIVE_INFINITY);
  return events.map((event) => {
    let row = ends.findIndex((end) => end <= event.start);
    if (row < 0) row = ROWS_PER_LANE - 1;
    ends[row] = Math.max(ends[row] ?? Number.NEGATIVE_INFINITY, eventEnd(event, now));
    return { event, lane: laneIndex, row };
  });
}

/**
 * A lane group per server (issue 41): each group holds the lanes in which its server has events,
 * in `TIMELINE_LANES` order, so two servers' exchanges never share a lane. O(events × rows).
 */
export function layoutGroups(groups: readonly { name: string; events: readonly TimelineEvent[] }[], now: number): LaneLayout {
  const lanes = new Map<string, PlacedEvent[]>();
  const rows: LaneRow[] = [];
  for (const [g, group] of groups.entries()) {
    for (const lane of TIMELINE_LANES) {
      const own = group.events.filter((e) => e.lane === lane);
      if (own.length === 0) continue;
      const key = `${g}:${lane}`;
      lanes.set(key, pack(own, rows.length, now));
      rows.push({ key, lane, group: group.name });
    }
  }
  return { lanes, rows };
}

/**
 * For a filtered list only (the store packs the unfiltered timeline as events arrive): each
 * lane's spans packed into sub-rows, so concurrent exchanges do not hide one another.
 */
export function layoutLanes(events: readonly TimelineEvent[], now: number): LaneLayout {
  return { lanes: new Map(TIMELINE_LANES.map((lane, i) => [lane, pack(events.filter((e) => e.lane === lane), i, now)])) };
}

/** Index of the first event starting after `time` in a start-ordered list (binary search). */
export function firstAfter(placed: Indexed<PlacedEvent>, time: number): number {
  let low = 0;
  let high = placed.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((placed.at(mid)?.event.start ?? 0) <= time) low = mid + 1;
    else high = mid;
  }
  return low;
}
