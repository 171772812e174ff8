import { eventEnd, type TimelineEvent } from '../../recording/timeline';

/** Time of day with milliseconds, like the Traffic panel's. */
export function clockTime(at: number): string {
  const d = new Date(at);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}.${pad(d.getMilliseconds(), 3)}`;
}

/** `+1.234 s` from the first event of the timeline. */
export function offsetTime(at: number, origin: number): string {
  return `+${((at - origin) / 1000).toFixed(3)} s`;
}

/** The span's length, `open` while it runs, empty for a point. */
export function durationText(event: TimelineEvent, now: number): string {
  if (event.end === undefined && !event.open) return '';
  const ms = eventEnd(event, now) - event.start;
  const text = ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`;
  return event.open ? `${text} (open)` : text;
}
