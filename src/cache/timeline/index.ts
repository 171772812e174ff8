// The timeline's cache lane and the whole derivation (design.md "Time-based views").
export { cacheEntryLabel, cacheFetches, loggedInvalidations, type CacheFetch, type CacheInvalidation } from './cache-fetches';
export { cacheLane, type CacheLane } from './cache-spans';
export { deriveTimeline, type TimelineModel, type TimelineSources } from './derive';
export { TimelineStore, TIMELINE_CAPACITY } from './timeline-store';
export { LiveTimeline, type LiveTimelineSources } from './live-timeline';
export type { TimelineSnapshot } from './timeline-events';
export type { TimelineInput } from './timeline-feed';
export { recordedTimelineSources, type RecordedTimelineSources } from './recorded-sources';
