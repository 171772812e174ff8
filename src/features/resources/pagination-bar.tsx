import { useSyncExternalStore } from 'react';
import type { ResourcePages } from './use-resource-pages';

/** Pages and resources loaded, with the actions that load more or refresh (spec §18). */
export function PaginationBar({ pages }: { pages: ResourcePages }) {
  const loading = useSyncExternalStore(pages.loading.subscribe, pages.loading.getSnapshot);
  return (
    <div className="resource-pages" role="group" aria-label="Pagination">
      <span className="resource-pages__count" role="status">
        {pages.pages} {pages.pages === 1 ? 'page' : 'pages'} · {pages.items} resources loaded
        {pages.complete ? ' · complete' : pages.hasMore ? ' · more available' : ''}
      </span>
      {loading !== undefined && (
        <span className="resource-pages__progress">
          <progress aria-label="Loading pages" />
          {loading.mode === 'all' ? `Loading all… ${loading.pages} pages, ${loading.items} resources` : 'Loading next page…'}
          <button type="button" className="button button--small" onClick={pages.cancel}>
            Cancel
          </button>
        </span>
      )}
      <button type="button" className="button button--small" disabled={!pages.hasMore || loading !== undefined} onClick={pages.loadNext}>
        Load next page
      </button>
      <button type="button" className="button button--small" disabled={!pages.hasMore || loading !== undefined} onClick={pages.loadAll}>
        Load all
      </button>
      <button type="button" className="button button--small" disabled={loading !== undefined} onClick={pages.refresh}>
        Refresh
      </button>
    </div>
  );
}
