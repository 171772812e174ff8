import { Fragment, type ReactNode } from 'react';
import type { CacheRow } from '../../cache';
import { LongValue } from '../../components/long-value';
import { formatMs } from './list-warnings';

/** `resources/templates/list` may wrap after a slash, so the method column stays narrow. */
function breakAfterSlashes(method: string): ReactNode {
  const parts = method.split('/');
  return parts.map((part, i) => (
    <Fragment key={i}>
      {part}
      {i < parts.length - 1 && (
        <>
          /<wbr />
        </>
      )}
    </Fragment>
  ));
}

export interface CacheActions {
  refetch(row: CacheRow): void;
  invalidate(row: CacheRow): void;
  remove(row: CacheRow): void;
  /** Opens the Timeline at this entry's latest fetch. */
  timeline?(row: CacheRow): void;
}

interface CacheTableProps {
  rows: readonly CacheRow[];
  /** Cross-row warnings (list scope mismatch) by row hash. */
  extraWarnings: ReadonlyMap<string, string>;
  actions: CacheActions;
  /** The entry another panel pointed at (method and params, as the Timeline names it). */
  focusedKey?: string | undefined;
}

const entryName = (row: CacheRow): string => (row.params === '' ? row.method : `${row.method} ${row.params}`);

function ttlMsOf(row: CacheRow): number | undefined {
  return typeof row.ttlMs === 'number' && Number.isFinite(row.ttlMs) ? row.ttlMs : undefined;
}

/** The remaining freshness as a shrinking bar; its length is the share of the TTL left. */
function Countdown({ row }: { row: CacheRow }) {
  const ttl = ttlMsOf(row);
  if (ttl === undefined || ttl <= 0) return <span className="cache-ttl">{row.ttlMs === undefined ? '—' : JSON.stringify(row.ttlMs)}</span>;
  const share = Math.min(1, Math.max(0, row.remainingMs / ttl));
  return (
    <span className="cache-ttl">
      <span className="cache-ttl__ms">{ttl} ms</span>
      <span className="cache-ttl__bar" role="meter" aria-label="Time left" aria-valuemin={0} aria-valuemax={ttl} aria-valuenow={Math.round(row.remainingMs)}>
        <span className="cache-ttl__fill" style={{ width: `${(share * 100).toFixed(1)}%` }} />
      </span>
      <span className="cache-ttl__left">{row.remainingMs > 0 ? `${formatMs(row.remainingMs)} left` : 'expired'}</span>
    </span>
  );
}

function Warnings({ row, extra }: { row: CacheRow; extra: string | undefined }) {
  const all = [...row.warnings, ...(extra === undefined ? [] : [extra]), ...(row.mrtr ? ['input_required retry result: never served from the cache.'] : [])];
  if (row.error !== undefined) all.push(`Error: ${row.error}`);
  if (all.length === 0) return null;
  return (
    <ul className="cache-warnings">
      {all.map((w, i) => (
        <li key={i}>{w}</li>
      ))}
    </ul>
  );
}

/** A row per cached MCP result (ui-contract.md: table `Cache` with method and `fresh` / `stale` / `fetching`); observing in its own column. */
export function CacheTable({ rows, extraWarnings, actions, focusedKey }: CacheTableProps) {
  return (
    <table className="cache-table" aria-label="Cache">
      <thead>
        <tr>
          <th scope="col">Method</th>
          <th scope="col">Params</th>
          <th scope="col">Status</th>
          <th scope="col">ttlMs</th>
          <th scope="col">Scope</th>
          <th scope="col">Age</th>
          <th scope="col">Fetches</th>
          <th scope="col">From cache</th>
          <th scope="col">Observed</th>
          <th scope="col">Last invalidation</th>
          <th scope="col">Coalesced</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.hash} aria-current={focusedKey !== undefined && entryName(row) === focusedKey ? 'true' : undefined}>
            <td className="mono">{breakAfterSlashes(row.method)}</td>
            <td className="mono cache-table__params">
              <LongValue value={row.params} label={`params of ${row.method} ${row.params}`} lines={2} />
              <Warnings row={row} extra={extraWarnings.get(row.hash)} />
            </td>
            <td>
              <span className={`cache-status cache-status--${row.status}`}>{row.status}</span>
            </td>
            <td>
              <Countdown row={row} />
            </td>
            <td>{row.cacheScope === undefined ? '—' : <span className={`chip chip--${row.cacheScope}`}>{row.cacheScope}</span>}</td>
            <td>{row.ageMs === undefined ? '—' : formatMs(row.ageMs)}</td>
            <td>{row.fetchCount}</td>
            <td>{row.servedFromCache}</td>
            <td>{row.observers === 0 ? 'no' : `yes (${row.observers})`}</td>
            <td className="cache-table__cause">{row.lastInvalidation === undefined ? '—' : `${row.lastInvalidation.cause}: ${row.lastInvalidation.detail}`}</td>
            <td className="num" title="Update notifications that joined a re-read already owed instead of sending their own">
              {row.coalescedInvalidations}
            </td>
            <td>
              <div className="cache-table__actions">
                <button type="button" className="button button--small" aria-label={`Refetch ${row.method} ${row.params}`} onClick={() => actions.refetch(row)}>
                  Refetch
                </button>
                <button type="button" className="button button--small" aria-label={`Invalidate ${row.method} ${row.params}`} onClick={() => actions.invalidate(row)}>
                  Invalidate
                </button>
                <button type="button" className="button button--small button--ghost" aria-label={`Remove ${row.method} ${row.params}`} onClick={() => actions.remove(row)}>
                  Remove
                </button>
                {actions.timeline !== undefined && (
                  <button type="button" className="button button--small button--ghost" aria-label={`Show ${row.method} ${row.params} in timeline`} onClick={() => actions.timeline?.(row)}>
                    Timeline
                  </button>
                )}
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
