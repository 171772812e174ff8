/**
 * The extensions the console declares as a client under `capabilities.extensions`, and the ids a
 * server may advertise for them. They sit below the session, which declares them when it opens,
 * and below the features (apps, tasks) that use them.
 */

/** MCP Apps (apps spec 2026-01-26, SEP-1865). */
export const UI_EXTENSION = 'io.modelcontextprotocol/ui';
/** The mime type of an app's `ui://` resource. */
export const APP_MIME_TYPE = 'text/html;profile=mcp-app';
/** What the console declares for MCP Apps: it renders app HTML. */
export const UI_EXTENSION_CAPABILITY = { [UI_EXTENSION]: { mimeTypes: [APP_MIME_TYPE] } };

/** The tasks extension (SEP-2663). */
export const TASKS_EXTENSION = 'io.modelcontextprotocol/tasks';
