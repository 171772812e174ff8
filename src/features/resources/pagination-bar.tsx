import { useSyncExternalStore } from 'react';
import type { ResourcePages } from './use-resource-pages';
import { counted } from '../../lib/plural';

/** Pages and resources loaded, with the actions that load more or refresh (spec §18). */
export function PaginationBar({ pages }: { pages: ResourcePages }) {
  const loading = useSyncExternalStore(pages.loading.subscribe, pages.loading.getSnapshot);
  return (
    <div className="resource-pages" role="group" aria-label="Pagination">
      <span className="resource-pages__count" role="status">
        {counted(pages.pages, 'page')} · {counted(pages.items, 'resource')} loaded
        {pages.complete ? ' · complete' : pages.hasMore ? ' · more available' : ''}
      </span>
      {loading !== undefined && (
        <span className="resource-pages__progress">
          <progress aria-label="Loading pages" />
          {loading.mode === 'all' ? `Loading all… ${counted(loading.pages, 'page')}, ${counted(loading.items, 'resource')}` : 'Loading next page…'}
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
