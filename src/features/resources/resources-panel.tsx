import { lazy, Suspense, useDeferredValue, useEffect, useMemo, useState } from 'react';
import type { CacheContext } from '../../cache';
import { ErrorAlert } from '../../components/error-alert';
import { NotOffered } from '../../components/not-offered';
import { useSplitPane } from '../../components/split-pane';
import { useCacheContext } from '../../hooks/use-cache';
import { useIdleAfterConnected } from '../../hooks/session/use-idle-after-connected';
import { useNavigation, useNavigationStore } from '../../hooks/navigation/use-navigation';
import { useOffers } from '../../hooks/session/use-offered';
import { useRememberedState } from '../../hooks/use-remembered-state';
import type { PanelProps } from '../../lib/urls/deep-link';
import { FilterBar } from './filter/filter-bar';
import { decodeResourceFilter, NO_FILTER, type ResourceFilter, type ResourceSort } from './filter/filter';
import { PaginationBar } from './pagination-bar';
import { ResourceTree } from './resource-tree';
import { useResourceTree } from './use-resource-tree';
import { useResourcePages } from './use-resource-pages';
import { counted } from '../../lib/plural';

const loadResourceMain = () => import('./resource-main');
const ResourceMain = lazy(loadResourceMain);

/** Default size above which a read asks first (issue: "a warning above a configurable size"). */
export const DEFAULT_WARN_BYTES = 1024 * 1024;

/** The Resources panel: the listing as a URI tree, details, and the contents of the selected resource. */
export function ResourcesPanel({ deepLink }: PanelProps) {
  const ctx = useCacheContext();
  const offered = useOffers('resources');
  if (ctx === undefined) return <p className="note">Connect to a server to browse its resources.</p>;
  if (!offered) return <NotOffered capability="resources" />;
  return <ResourcesBody key={ctx.serverId} ctx={ctx} deepLinkUri={deepLink.uri} />;
}

function ResourcesBody({ ctx, deepLinkUri }: { ctx: CacheContext; deepLinkUri: string | undefined }) {
  const navigation = useNavigationStore();
  const { resourceUri } = useNavigation();
  const selectedUri = resourceUri ?? deepLinkUri;
  const pages = useResourcePages(ctx);
  const [filter, setFilter] = useRememberedState<ResourceFilter>('resources.filter', NO_FILTER, decodeResourceFilter);
  const [sort, setSort] = useState<ResourceSort>('name');
  const [warnMb, setWarnMb] = useState(DEFAULT_WARN_BYTES / (1024 * 1024));
  const [confirmedUri, setConfirmedUri] = useState<string | undefined>(undefined);
  const [now] = useState(() => Date.now());
  const deferredFilter = useDeferredValue(filter);
  const tree = useResourceTree(pages.resources, deferredFilter, sort, selectedUri);
  // Nothing selected needs no scan: during "Load all" every catch-up would walk the whole list.
  const listed = useMemo(() => (selectedUri === undefined ? undefined : pages.resources.find((r) => r.uri === selectedUri)), [pages.resources, selectedUri]);
  const split = useSplitPane({ panel: 'resources', initial: 360, min: 240, max: 720 });
  const idle = useIdleAfterConnected();

  useEffect(() => {
    // Ready before the first click on a resource, without delaying the listing.
    if (idle) void loadResourceMain();
  }, [idle]);

  useEffect(() => {
    // A deep link selects its resource for the whole console (the Subscriptions panel reads it).
    if (deepLinkUri !== undefined && navigation.getSnapshot().resourceUri === undefined) navigation.selectResource(deepLinkUri);
  }, [deepLinkUri, navigation]);

  return (
    <div className="resources-panel" style={{ gridTemplateColumns: split.columns }}>
      <div className="resources-panel__side">
        <FilterBar
          filter={filter}
          sort={sort}
          mimeTypes={tree.mimeTypes}
          shown={tree.shown}
          total={pages.resources.length}
          onFilter={setFilter}
          onSort={setSort}
        />
        <PaginationBar pages={pages} />
        {pages.notice !== undefined && <p className="note" role="status">{pages.notice}</p>}
        {pages.error !== undefined && <ErrorAlert error={pages.error} onShowExchange={(id) => navigation.showExchange(id)} />}
        {tree.duplicateUris.length > 0 && (
          <p className="note resource-tree__duplicates">
            {counted(tree.duplicateUris.length, 'URI')} listed more than once (a URI identifies one resource, spec §13.2): {tree.duplicateUris.slice(0, 3).join(', ')}
          </p>
        )}
        {pages.firstPending && <p className="note">Loading resources…</p>}
        <ResourceTree rows={tree.rows} selectedUri={selectedUri} pendingUri={tree.pendingUri} onSelect={(r) => navigation.selectResource(r.uri)} onToggle={tree.toggle} />
      </div>
      {split.separator}
      <div className="resources-panel__main">
        {selectedUri === undefined ? (
          <p className="note">Select a resource to read it.</p>
        ) : (
          <Suspense fallback={<p className="note">Loading the viewer…</p>}>
            <ResourceMain
              ctx={ctx}
              uri={selectedUri}
              listed={listed}
              now={now}
              warnMb={warnMb}
              onWarnMb={setWarnMb}
              confirmed={confirmedUri === selectedUri}
              onConfirm={() => setConfirmedUri(selectedUri)}
              onShowExchange={(id) => navigation.showExchange(id)}
            />
          </Suspense>
        )}
      </div>
    </div>
  );
}
