// The timeline's wire lanes as plain data (design.md "Time-based views"); the cache lane is in cache/timeline.
export { TIMELINE_LANES, isTimelineLane, timelineEvent, eventEnd, type TimelineEvent, type TimelineEventInit, type TimelineLane, type TimelineMark, type TimelineStatus } from './types';
export { addFrameFact, emptyFacts, factsByExchange, httpEvent, isStream, noteEvent, streamEvents, type ExchangeFacts } from './http-events';
export { frameParams, frameResult, notificationEvent, notificationId, notificationUri } from './frame-events';
export { InputRounds, inputRoundEvents, type RoundChange } from './input-rounds';
export { authStepEvent } from './auth-events';
export { exchangeTokens, modelEvent } from './model-events';
export { compareEvents, compareIds, indexOfEvent, toArray, type Indexed } from './order';
export { SortedChunks, SortedView } from './sorted-chunks';
export { EMPTY_FILTER, FILTER_KEYS, isEmptyFilter, matchesFilter, parseTimelineFilter, type FilterClause, type TimelineFilter } from './filter';
export { LaneRows, ROWS_PER_LANE, type PlacedEvent } from './lane-rows';
