import type { Resource } from '@modelcontextprotocol/client';
import { useQueryClient } from '@tanstack/react-query';
import { useState, useSyncExternalStore } from 'react';
import { CURSOR_RESTART_NOTICE, listProgress, resourcesListPageOptions, restartIfCursorRejected, type CacheContext } from '../../cache';
import { CopyButton } from '../../components/copy-button';
import { ErrorAlert } from '../../components/error-alert';
import { useCacheServices } from '../../hooks/use-cache';
import type { ConsoleErrorData } from '../../protocol/model/types';
import { matchUriTemplate, type ParsedUriTemplate } from '../../lib/uri/uri-template';
import { errorData } from './use-template-pages';

type ValidTemplate = Extract<ParsedUriTemplate, { ok: true }>;

interface CachedResources {
  resources: Resource[];
  pages: number;
  complete: boolean;
  /** The next page to fetch (undefined: the first, when nothing is loaded). */
  nextCursor: string | undefined;
}

/** The direct resources of the `resources/list` pages already cached, without fetching any (spec §13.2). */
function useCachedResources(ctx: CacheContext): CachedResources {
  const queryClient = useQueryClient();
  const cache = queryClient.getQueryCache();
  // Re-renders whenever a cached page changes (the Resources panel loading more, a refetch); the pages are read below.
  useSyncExternalStore(
    (onChange) => cache.subscribe(onChange),
    () => {
      const progress = listProgress(queryClient, ctx, 'resources/list');
      return progress.cursors.map((cursor) => queryClient.getQueryState(resourcesListPageOptions(ctx, cursor).queryKey)?.dataUpdatedAt ?? 0).join(',');
    },
  );
  const progress = listProgress(queryClient, ctx, 'resources/list');
  const resources = progress.cursors.flatMap((cursor) => queryClient.getQueryData(resourcesListPageOptions(ctx, cursor).queryKey)?.result.resources ?? []);
  return { resources, pages: progress.pages, complete: progress.complete, nextCursor: progress.nextCursor };
}

interface MatchingResourcesProps {
  ctx: CacheContext;
  parsed: ValidTemplate;
  /** Fills the builder with the variables read back from a matching URI. */
  onFill: (values: Record<string, string>) => void;
  onShowExchange: (exchangeId: number) => void;
}

/** Which listed resources this template could have produced (spec §13.4 "direct" vs templated). */
export function MatchingResources({ ctx, parsed, onFill, onShowExchange }: MatchingResourcesProps) {
  const { stats } = useCacheServices();
  const queryClient = useQueryClient();
  const { resources, pages, complete, nextCursor } = useCachedResources(ctx);
  const [loadError, setLoadError] = useState<ConsoleErrorData | undefined>(undefined);
  const [notice, setNotice] = useState<string | undefined>(undefined);
  const loadPage = async () => {
    setLoadError(undefined);
    setNotice(undefined);
    try {
      await stats.query(resourcesListPageOptions(ctx, nextCursor));
    } catch (error) {
      // The server forgot the cursor (it restarted between pages): start over from page one.
      if (!restartIfCursorRejected(queryClient, ctx, 'resources/list', error, nextCursor)) return setLoadError(errorData(error));
      setNotice(CURSOR_RESTART_NOTICE);
      await stats.query(resourcesListPageOptions(ctx, undefined)).catch((restartError: unknown) => setLoadError(errorData(restartError)));
    }
  };
  const matches = resources.flatMap((resource) => {
    const values = matchUriTemplate(parsed, resource.uri);
    return values === undefined ? [] : [{ resource, values }];
  });
  const scope = pages === 0 ? 'No resource listing is loaded yet.' : `Searched ${resources.length} resources from ${pages} loaded page${pages === 1 ? '' : 's'}${complete ? '' : ' (the listing is not complete)'}.`;
  return (
    <section aria-label="Matching resources">
      <h3 className="subheading">Matching resources</h3>
      <p className="note">
        {scope}{' '}
        {!complete && (
          <button type="button" className="button button--small" onClick={() => void loadPage()}>
            {pages === 0 ? 'Load resource listing' : 'Load next page'}
          </button>
        )}
      </p>
      {notice !== undefined && (
        <p className="note" role="status">
          {notice}
        </p>
      )}
      {loadError !== undefined && <ErrorAlert error={loadError} onShowExchange={onShowExchange} />}
      {matches.length === 0 ? (
        pages > 0 && <p className="note">No listed resource matches this template.</p>
      ) : (
        <ul className="templates__matches">
          {matches.map(({ resource, values }) => (
            <li key={resource.uri}>
              <span>{resource.uri}</span>
              <CopyButton text={resource.uri} label={`URI ${resource.uri}`} />
              {Object.keys(values).length > 0 && (
                <button type="button" className="button button--small" aria-label={`Fill from ${resource.uri}`} onClick={() => onFill(values)}>
                  Fill
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
