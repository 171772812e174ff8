export { HistoryStore, serverKey, type HistoryScope, type HistoryState } from './history-store';
export { createCallRecorder } from './recorder';
export { diffOutcomes, sameOutcome, type CallDiff, type CallOutcome, type DiffChange, type LineRow } from './diff-model';
export { serverHistorySchema } from './schema';
export { EMPTY_HISTORY, outcomeStatus, type Collection, type CollectionItem, type HistoryCall, type ServerHistory } from './types';
