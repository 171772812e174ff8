import { TimelineEvents, type TimelineSnapshot } from './timeline-events';
import { TimelineFeed, type FeedWork, type TimelineInput } from './timeline-feed';
import { trafficEpoch } from './traffic-reads';

/** Events kept before the oldest go: a 100 s storm at 200 events/s is 20,000 ticks and as many cache marks. */
export const TIMELINE_CAPACITY = 50_000;

/**
 * The timeline's live store (decision 0024: append-structured, shared storage): each update
 * derives only what is new in the sources since the last one and publishes a snapshot of views.
 * Equal to `deriveTimeline` over the same sources (a property test checks it); a cleared traffic
 * log starts it again.
 */
export class TimelineStore {
  private feed: TimelineFeed | undefined;
  private events: TimelineEvents;

  constructor(private readonly capacity = TIMELINE_CAPACITY) {
    this.events = new TimelineEvents(capacity);
  }

  update(input: TimelineInput): TimelineSnapshot {
    if (this.feed === undefined || this.feed.epoch !== trafficEpoch(input.traffic)) {
      this.feed = new TimelineFeed(input.traffic);
      this.events = new TimelineEvents(this.capacity);
    }
    const change = this.feed.update(input);
    this.events.apply(change, input.now, this.feed.nextExpiry);
    return this.events.snapshot();
  }

  /** What the last update read: the delta, never the whole log. */
  get work(): FeedWork {
    return this.feed?.work ?? { frames: 0, exchanges: 0, invalidations: 0 };
  }
}
