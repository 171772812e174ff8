import type { Resource } from '@modelcontextprotocol/client';
import { useQuery } from '@tanstack/react-query';
import { readResourceOptions, type CacheContext } from '../../cache';
import { ErrorAlert } from '../../components/error-alert';
import { ResourceContentsView, formatBytes } from '../../components/resource-contents';
import { useNavigationStore } from '../../hooks/use-navigation';
import { ConsoleError } from '../../protocol';
import type { ConsoleErrorData } from '../../protocol/types';

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
  const read = useQuery({ ...readResourceOptions(ctx, uri), enabled });
  return (
    <section className="resource-viewer" aria-label="Resource contents">
      <div className="resource-viewer__bar">
        <code className="resource-viewer__uri">{uri}</code>
        <button type="button" className="button button--small" onClick={() => navigation.requestSubscription(uri)}>
          Subscribe
        </button>
        {enabled && (
          <button type="button" className="button button--small" onClick={() => void read.refetch()} disabled={read.isFetching}>
            Reload
          </button>
        )}
      </div>
      {large && !confirmed && (
        <div className="resource-viewer__warning">
          <p>
            This resource is listed as {formatBytes(listedSize)}, above the {formatBytes(warnAboveBytes)} warning limit.
          </p>
          <button type="button" className="button" onClick={onConfirm}>
            Read anyway
          </button>
        </div>
      )}
      {enabled && read.isPending && <p className="note">Reading…</p>}
      {read.error !== null && (
        <ErrorAlert error={readError(read.error, uri)} onShowExchange={(id) => navigation.showExchange(id)} />
      )}
      {read.data !== undefined && <ResourceContentsView contents={read.data.result.contents} listedSize={listed?.size} />}
    </section>
  );
}
