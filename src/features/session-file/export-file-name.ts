/** `mcp-session-<host>-<timestamp>.<ext>`: sortable and free of characters file systems reject. */
export function exportFileName(serverUrl: string, now: Date, ext: string): string {
  let host = 'server';
  try {
    host = new URL(serverUrl).host.replace(/[^a-z0-9.-]+/gi, '-');
  } catch {
    // A malformed URL only costs the host part of the name.
  }
  return `mcp-session-${host}-${now.toISOString().replace(/[:.]/g, '-')}.${ext}`;
}
