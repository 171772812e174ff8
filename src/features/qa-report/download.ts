/** `mcp-conformance-127.0.0.1-4328` from a server URL, safe as a file name. */
export function reportBaseName(serverUrl: string): string {
  let host = serverUrl;
  try {
    host = new URL(serverUrl).host;
  } catch {
    // Not a URL: use it as typed, sanitized below.
  }
  return `mcp-conformance-${host.replaceAll(/[^A-Za-z0-9.-]+/g, '-')}`;
}
