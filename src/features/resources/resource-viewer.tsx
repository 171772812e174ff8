import type { Resource } from '@modelcontextprotocol/client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { readResourceOptions, type CacheContext } from '../../cache';
import { CopyAsExchange } from '../../components/copy-as';
import { ErrorAlert } from '../../components/error-alert';
import { useNavigationStore } from '../../hooks/navigation/use-navigation';
import { ConsoleError } from '../../protocol';
import type { ConsoleErrorData } from '../../protocol/model/types';
import { ReadProgress } from './read-progress';
import { isAppView, ResourceAppPreview } from './resource-app-preview';
import { CappedContents, LargeResourceWarning } from './resource-size-guard';

/** -32602 per spec §13.3; -32002 is what servers of earlier revisions send. */
const NOT_FOUND_CODES: ReadonlySet<number> = new Set([-32602, -32002]);

function readError(error: unknown, uri: string): ConsoleErrorData {
  const data: ConsoleErrorData = error instanceof ConsoleError ? error.data : { kind: 'protocol', message: String(error) };
  if (data.kind === 'jsonrpc' && data.code !== undefined && NOT_FOUND_CODES.has(data.code)) {
    return { ...data, message: `Resource not found: ${uri} (${data.message})` };
  }
  return data;
}

interface ResourceViewerProps {
  ctx: CacheContext;
  uri: string;
  listed: Resource | undefined;
  /** Above this many listed bytes, ask before reading. */
  warnAboveBytes: number;
  confirmed: boolean;
  onConfirm: () => void;
}

/** Reads the selected resource through the shared cache and renders it (spec §13.3). */
export function ResourceViewer({ ctx, uri, listed, warnAboveBytes, confirmed, onConfirm }: ResourceViewerProps) {
  const navigation = useNavigationStore();
  const listedSize = listed?.size;
  const large = listedSize !== undefined && listedSize > warnAboveBytes;
  const enabled = !large || confirmed;
  const queryClient = useQueryClient();
  const options = readResourceOptions(ctx, uri);
  const read = useQuery({ ...options, enabled });
  const [cancelledUri, setCancelledUri] = useState<string | undefined>(undefined);
  // Cancelling reverts the query to its state before the fetch: no error is cached, so a retry is a plain refetch.
  const cancel = () => {
    setCancelledUri(uri);
    void queryClient.cancelQueries({ queryKey: options.queryKey, exact: true });
  };
  const reload = () => {
    setCancelledUri(undefined);
    void read.refetch();
  };
  return (
    <section className="resource-viewer" aria-label="Resource contents">
      <div className="resource-viewer__bar">
        <code className="resource-viewer__uri">{uri}</code>
        <button type="button" className="button button--small" onClick={() => navigation.requestSubscription(uri)}>
          Subscribe
        </button>
        {enabled && (
          <button type="button" className="button button--small" onClick={reload} disabled={read.isFetching}>
            Reload
          </button>
        )}
      </div>
      {large && !confirmed && <LargeResourceWarning size={listedSize} limit={warnAboveBytes} onConfirm={onConfirm} />}
      {/* Keys name the slot as well as the URI: siblings with one key are reconciled as one, leaving stale nodes. */}
      {read.isFetching && <ReadProgress key={`progress:${uri}`} onCancel={cancel} />}
      {cancelledUri === uri && !read.isFetching && read.data === undefined && (
        <p className="note" role="status">
          Read cancelled.{' '}
          <button type="button" className="button button--small" onClick={reload}>
            Read again
          </button>
        </p>
      )}
      {read.error !== null && (
        <ErrorAlert error={readError(read.error, uri)} onShowExchange={(id) => navigation.showExchange(id)} />
      )}
      {read.data !== undefined && <CopyAsExchange exchangeId={read.data.exchangeId} />}
      {read.data !== undefined && <CappedContents key={`contents:${uri}`} contents={read.data.result.contents} listedSize={listed?.size} />}
      {read.data !== undefined && isAppView(uri, read.data.result) && <ResourceAppPreview ctx={ctx} uri={uri} result={read.data.result} />}
    </section>
  );
}
