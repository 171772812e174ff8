/** The host of a server URL, safe in a file name (`127.0.0.1-4328`). */
function safeHost(serverUrl: string): string {
  let host = serverUrl;
  try {
    host = new URL(serverUrl).host;
  } catch {
    // Not a URL: use it as typed, sanitized below.
  }
  return host.replaceAll(/[^A-Za-z0-9.-]+/g, '-');
}

/** `mcp-conformance-127.0.0.1-4328` from a server URL, safe as a file name. */
export function reportBaseName(serverUrl: string): string {
  return `mcp-conformance-${safeHost(serverUrl)}`;
}

/** `mcp-snapshot-127.0.0.1-4328.json`: the Export snapshot download. */
export function snapshotFileName(serverUrl: string): string {
  return `mcp-snapshot-${safeHost(serverUrl)}.json`;
}

/** `mcp-fuzz-127.0.0.1-4328`: the Fuzz section's exports, beside the checks' report. */
export function fuzzReportBaseName(serverUrl: string): string {
  return `mcp-fuzz-${safeHost(serverUrl)}`;
}
