/** Saves text as a file through a temporary object URL (no server round trip). */
export function downloadText(filename: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the download has started by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

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
