import type { ReadResourceResult } from '@modelcontextprotocol/client';
import { useMemo } from 'react';
import type { CacheContext } from '../../cache';
import { AppView } from '../../components/app-view';
import { appDocumentOf, createAppServerAccess, firstToolsPage, isAppMimeType } from '../../protocol/server-features/apps/index';

/** Whether a read is an MCP App view (a `ui://` resource of `text/html;profile=mcp-app`). */
export function isAppView(uri: string, result: ReadResourceResult): boolean {
  return uri.startsWith('ui://') && result.contents.some((c) => isAppMimeType(c.mimeType));
}

/**
 * A preview of an app view opened as a resource (apps spec 2026-01-26): the view runs with an
 * empty tool context (no input, no result). It reuses the read the viewer already made, and
 * may call only the tools the server's first `tools/list` page shows as visible to apps.
 */
export function ResourceAppPreview({ ctx, uri, result }: { ctx: CacheContext; uri: string; result: ReadResourceResult }) {
  const title = `App preview: ${uri}`;
  const access = useMemo(() => {
    const live = createAppServerAccess(ctx.session, firstToolsPage(ctx.session), title);
    return { ...live, loadView: () => Promise.resolve(appDocumentOf(uri, result)) };
  }, [ctx.session, title, uri, result]);
  return <AppView key={uri} uri={uri} title={title} access={access} context={undefined} />;
}
