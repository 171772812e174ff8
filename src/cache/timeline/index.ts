// The timeline's cache lane and the whole derivation (design.md "Time-based views").
export { cacheEntryLabel, cacheFetches, impliedInvalidations, loggedInvalidations, type CacheFetch, type CacheInvalidation } from './cache-fetches';
export { cacheLane, type CacheLane } from './cache-spans';
export { deriveTimeline, type TimelineModel, type TimelineSources } from './derive';
