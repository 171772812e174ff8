import { ROWS_PER_LANE, TIMELINE_LANES, eventEnd, type Indexed, type PlacedEvent, type TimelineEvent, type TimelineLane } from '../../../recording/timeline';

export { ROWS_PER_LANE, type PlacedEvent } from '../../../recording/timeline';

export interface LaneLayout {
  /** Per lane, its events in start order, each with its sub-row: the store's views, or arrays for a filtered list. */
  lanes: ReadonlyMap<TimelineLane, Indexed<PlacedEvent>>;
}

/**
 * For a filtered list only (the store packs the unfiltered timeline as events arrive): greedy packing of each lane's spans into sub-rows (first row free at the span's start), so
 * concurrent exchanges do not hide one another. Points share row 0's band. O(events × rows).
 */
export function layoutLanes(events: readonly TimelineEvent[], now: number): LaneLayout {
  const lanes = new Map<TimelineLane, PlacedEvent[]>(TIMELINE_LANES.map((lane) => [lane, []]));
  const rowEnds = new Map<TimelineLane, number[]>(TIMELINE_LANES.map((lane) => [lane, new Array<number>(ROWS_PER_LANE).fill(Number.NEGATIVE_INFINITY)]));
  for (const event of events) {
    const ends = rowEnds.get(event.lane) ?? [];
    const laneIndex = TIMELINE_LANES.indexOf(event.lane);
    let row = ends.findIndex((end) => end <= event.start);
    if (row < 0) row = ROWS_PER_LANE - 1;
    ends[row] = Math.max(ends[row] ?? Number.NEGATIVE_INFINITY, eventEnd(event, now));
    lanes.get(event.lane)?.push({ event, lane: laneIndex, row });
  }
  return { lanes };
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
