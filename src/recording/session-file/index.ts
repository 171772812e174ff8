export { SESSION_FILE_FORMAT, SESSION_FILE_VERSION, parseSessionFile, type ImportedSessionFile, type RecordedCacheHint, type SessionFile } from './schema';
export { buildSessionFile, recordedCacheHints, type SessionFileInput } from './build';
export { toHar, type HarLog } from './har';
export { createReplayFetch, NOT_RECORDED } from './replay-fetch';
export { importedAuthSteps, recordAuthSteps, recordInvalidations, redactUrl, type RecordedAuthStep, type RecordedInvalidation } from './timeline-record';
