/**
 * The `format` tag and current version of a session file (docs/session-file.md). Kept apart from
 * the zod schema so that exporting, which the first screen offers, does not load the validator.
 */
export const SESSION_FILE_FORMAT = 'mcp-console-session';
export const SESSION_FILE_VERSION = 1;
