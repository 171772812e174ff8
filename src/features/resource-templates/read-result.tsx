import { useQuery } from '@tanstack/react-query';
import { readResourceOptions, type CacheContext } from '../../cache';
import { CopyAsExchange } from '../../components/copy-as';
import { ErrorAlert } from '../../components/error-alert';
import { ResourceContentsView } from '../../components/resource-contents';
import { errorData } from './use-template-pages';

interface ReadResultProps {
  ctx: CacheContext;
  uri: string;
  onShowExchange: (exchangeId: number) => void;
}

/**
 * What the last Read returned, observed from the shared `resources/read` cache entry (one
 * cache with the Resources viewer, spec §12). The fetch itself is started by the Read button,
 * so this observer never fetches on its own.
 */
export function ReadResult({ ctx, uri, onShowExchange }: ReadResultProps) {
  const query = useQuery({ ...readResourceOptions(ctx, uri), enabled: false });
  return (
    <section className="templates__result" aria-label="Resource contents">
      <h3 className="subheading">Read result</h3>
      {query.isFetching && (
        <p className="note" role="status">
          Reading…
        </p>
      )}
      {query.error !== null && <ErrorAlert error={errorData(query.error)} onShowExchange={onShowExchange} />}
      {query.data !== undefined && query.error === null && (
        <>
          <CopyAsExchange exchangeId={query.data.exchangeId} />
          <ResourceContentsView contents={query.data.result.contents} textView="resource" />
        </>
      )}
    </section>
  );
}
