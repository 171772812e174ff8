import { TIMELINE_LANES, type TimelineEvent } from './types';

/** What the table and the canvas read: an array, or a view over the timeline store's chunks. */
export interface Indexed<T> {
  readonly length: number;
  at(index: number): T | undefined;
}

const LANE_RANK = new Map<string, number>(TIMELINE_LANES.map((lane, i) => [lane, i]));

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** Ids compared with their numbers as numbers (`http:9` before `http:10`), so log order wins ties. */
export function compareIds(a: string, b: string): number {
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const ca = a.charCodeAt(i);
    const cb = b.charCodeAt(j);
    if (isDigit(ca) && isDigit(cb)) {
      let ei = i;
      let ej = j;
      while (ei < a.length && isDigit(a.charCodeAt(ei))) ei += 1;
      while (ej < b.length && isDigit(b.charCodeAt(ej))) ej += 1;
      const diff = Number(a.slice(i, ei)) - Number(b.slice(j, ej));
      if (diff !== 0) return diff;
      i = ei;
      j = ej;
      continue;
    }
    if (ca !== cb) return ca - cb;
    i += 1;
    j += 1;
  }
  return a.length - i - (b.length - j);
}

/**
 * The one order of the timeline: by start, then lane (an exchange's bar before its stream),
 * then id. A total order over distinct ids, so a full derivation's sort and the incremental
 * store's inserts put every event in the same place, whatever order they arrived in.
 */
export function compareEvents(a: TimelineEvent, b: TimelineEvent): number {
  if (a.start !== b.start) return a.start - b.start;
  if (a.lane !== b.lane) return (LANE_RANK.get(a.lane) ?? 0) - (LANE_RANK.get(b.lane) ?? 0);
  return compareIds(a.id, b.id);
}

/** Position of `event` in a list in `compareEvents` order (binary search), or -1. */
export function indexOfEvent(events: Indexed<TimelineEvent>, event: TimelineEvent): number {
  let low = 0;
  let high = events.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    const item = events.at(mid);
    if (item !== undefined && compareEvents(item, event) < 0) low = mid + 1;
    else high = mid;
  }
  return events.at(low)?.id === event.id ? low : -1;
}

/** Copies a list into an array: for the few callers that scan everything (filters, focus). */
export function toArray<T>(items: Indexed<T>): T[] {
  const out: T[] = [];
  for (let i = 0; i < items.length; i += 1) {
    const item = items.at(i);
    if (item !== undefined) out.push(item);
  }
  return out;
}
