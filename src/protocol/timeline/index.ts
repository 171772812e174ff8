// The timeline's wire lanes as plain data (design.md "Time-based views"); the cache lane is in cache/timeline.
export { TIMELINE_LANES, isTimelineLane, timelineEvent, eventEnd, type TimelineEvent, type TimelineEventInit, type TimelineLane, type TimelineMark, type TimelineStatus } from './types';
export { framesByExchange, httpEvent, isStream, noteEvent, streamEvents } from './http-events';
export { frameParams, frameResult, inputRoundEvents, notificationEvent, notificationId, notificationUri } from './frame-events';
export { authStepEvent } from './auth-events';
export { EMPTY_FILTER, FILTER_KEYS, isEmptyFilter, matchesFilter, parseTimelineFilter, type FilterClause, type TimelineFilter } from './filter';
