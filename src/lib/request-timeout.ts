/** Bounds for `?timeout=`: short enough to test timeouts quickly, never so short that real servers fail. */
export const MIN_REQUEST_TIMEOUT_MS = 500;
export const MAX_REQUEST_TIMEOUT_MS = 600_000;

/**
 * The request timeout from `?timeout=<ms>` (a console setting for slow servers and for
 * exercising the timeout path); undefined means the session default. Out-of-range values are
 * clamped rather than ignored, so a typo still yields a usable console.
 */
export function parseRequestTimeout(search: string): number | undefined {
  const raw = new URLSearchParams(search).get('timeout');
  if (raw === null || raw.trim() === '') return undefined;
  const ms = Number(raw);
  if (!Number.isFinite(ms)) return undefined;
  return Math.min(MAX_REQUEST_TIMEOUT_MS, Math.max(MIN_REQUEST_TIMEOUT_MS, Math.round(ms)));
}
