import type { TimelineEvent } from '../../../recording/timeline';
import type { TimelineFocus } from '../../../hooks/navigation/navigation-store';

/**
 * The event a "Show in timeline" request names: the exchange's bar (or stream), else the cache
 * entry's span at that moment (the latest one starting by then), else none (the moment alone).
 */
export function focusedEvent(events: readonly TimelineEvent[], focus: Omit<TimelineFocus, 'seq'>): TimelineEvent | undefined {
  if (focus.exchangeId !== undefined) {
    const own = events.filter((e) => e.exchangeId === focus.exchangeId);
    // A notification on a stream shares the stream's exchange: the tick at that moment wins.
    const tick = own.find((e) => e.lane === 'notification' && Math.abs(e.start - focus.at) <= 50);
    const bar = own.find((e) => e.lane === 'http');
    if (tick !== undefined || bar !== undefined) return tick ?? bar;
  }
  if (focus.cacheKey === undefined) return focus.lane === undefined ? undefined : nearestInLane(events, focus.lane, focus.at);
  let best: TimelineEvent | undefined;
  for (const event of events) {
    if (event.lane !== 'cache' || event.cacheKey !== focus.cacheKey) continue;
    if (event.start <= focus.at + 1 || best === undefined) best = event;
  }
  return best;
}

/** The event of `lane` starting nearest `at`, within a second (a log entry's time is the store's, not the frame's). */
function nearestInLane(events: readonly TimelineEvent[], lane: string, at: number): TimelineEvent | undefined {
  let best: TimelineEvent | undefined;
  for (const event of events) {
    if (event.lane !== lane || Math.abs(event.start - at) > 1000) continue;
    if (best === undefined || Math.abs(event.start - at) < Math.abs(best.start - at)) best = event;
  }
  return best;
}
