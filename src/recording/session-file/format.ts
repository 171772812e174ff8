/**
 * The `format` tag and current version of a session file (docs/session-file.md). Kept apart from
 * the zod schema so that exporting, which the first screen offers, does not load the validator.
 */
export const SESSION_FILE_FORMAT = 'mcp-console-session';
export const SESSION_FILE_VERSION = 3;
/**
 * Versions that still import: version 2 only added the optional `history` member, version 3 the
 * `authSteps` and `invalidations` the Timeline draws (absent in older files, which imply
 * invalidations from their notification frames instead).
 */
export const SESSION_FILE_VERSIONS = [1, 2, 3] as const;
