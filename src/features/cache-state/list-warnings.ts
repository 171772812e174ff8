import { scopeMismatch, type CacheRow } from '../../cache';

/**
 * Warnings that need several rows at once: pages of one list that disagree on
 * `cacheScope` (spec §12 requires one scope per list). Keyed by row hash, so
 * every page of the offending list carries the warning.
 */
export function listScopeWarnings(rows: readonly CacheRow[]): Map<string, string> {
  const lists = new Map<string, CacheRow[]>();
  for (const row of rows) {
    if (!row.method.endsWith('/list')) continue;
    const id = `${row.serverId}\u0000${row.principalId}\u0000${row.method}`;
    const pages = lists.get(id) ?? [];
    pages.push(row);
    lists.set(id, pages);
  }
  const warnings = new Map<string, string>();
  for (const pages of lists.values()) {
    const warning = scopeMismatch(pages);
    if (warning !== undefined) for (const page of pages) warnings.set(page.hash, warning);
  }
  return warnings;
}

/** "1.5 s", "850 ms", "2 min 5 s": compact durations for ages and TTLs. */
export function formatMs(ms: number): string {
  if (!Number.isFinite(ms)) return '∞';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const minutes = Math.floor(ms / 60_000);
  const seconds = Math.round((ms % 60_000) / 1000);
  return seconds === 0 ? `${minutes} min` : `${minutes} min ${seconds} s`;
}
