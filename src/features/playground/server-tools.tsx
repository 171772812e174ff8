import { useCallback, useEffect, useEffectEvent, useMemo, useState } from 'react';
import type { CacheContext } from '../../cache';
import { useToolsList, type ToolsList } from '../../components/tool-call';
import { isMcpSession } from '../../hooks/session/is-mcp-session';
import { useServerNamer, type ServerNamer } from '../../hooks/session/server-scope';
import type { SessionManager } from '../../hooks/session/session-manager';
import { useSession, useSessionManager, useWorkspace, type AppSession } from '../../hooks/session/use-session';
import { useServerCacheContext } from '../../hooks/use-cache';
import type { McpSession } from '../../protocol';
import type { ConnectionStatus } from '../../protocol/model/types';
import { declaresCapability } from '../../protocol/session/offered';
import { serverLabel } from './tool-names';

/** A connected server as the playground sees it: `id` is its URL, `name` and `selfName` as `serverLabel` gives them. */
export interface ConnectedServer {
  id: string;
  name: string;
  selfName: string | undefined;
  manager: SessionManager<AppSession>;
  offersTools: boolean;
}

/** A server's tools list with the cache scope it was read in; undefined until its listing reports. */
export interface ServerListing {
  ctx: CacheContext;
  list: ToolsList;
}

const usable = (status: ConnectionStatus) => status.state === 'connected' || status.state === 'reconnecting';

function connectedOf(manager: SessionManager<AppSession>, status: ConnectionStatus, namer: ServerNamer): ConnectedServer[] {
  if (status.state !== 'connected' && status.state !== 'reconnecting') return [];
  const { name, selfName } = serverLabel(status.url, namer(status.url), status.server.info?.name);
  return [{ id: status.url, name, selfName, manager, offersTools: declaresCapability(status.server.capabilities, 'tools') }];
}

/** Every server connected now, in the workspace's order (one session alone where there is no workspace). */
export function useConnectedServers(): ConnectedServer[] {
  const entries = useWorkspace()?.snapshot.entries;
  const active = useSessionManager();
  const { status } = useSession();
  // The sidebar's names: a saved server is named as the user saved it (and renamed with it).
  const namer = useServerNamer();
  // The workspace publishes new entries on every status change of any of its servers.
  return useMemo(
    () => (entries?.map((entry) => entry.manager) ?? [active]).flatMap((manager) => connectedOf(manager, manager === active ? status : manager.getSnapshot().status, namer)),
    [entries, active, status, namer],
  );
}

/** The live session of a server, or undefined once it is no longer connected. */
export function liveSession(manager: SessionManager<AppSession>): McpSession | undefined {
  const { session, status } = manager.getSnapshot();
  return usable(status) && isMcpSession(session) ? session : undefined;
}

/** What a list's offer depends on: the usable tools as listed. */
const signatureOf = (list: ToolsList): string => JSON.stringify(list.usable.map((entry) => entry.tool));

function Listing({ ctx, onList }: { ctx: CacheContext; onList: (listing: ServerListing) => void }) {
  const list = useToolsList(ctx);
  const report = useEffectEvent(() => onList({ ctx, list }));
  // Reported when the tools (or the state around them) change, not on every render of the list object.
  const signature = signatureOf(list);
  useEffect(() => report(), [ctx, signature, list.loading, list.error]);
  return null;
}

/** Lists one server's tools while it is connected; renders nothing itself. */
export function ServerToolsProbe({ server, onList }: { server: ConnectedServer; onList: (id: string, listing: ServerListing | undefined) => void }) {
  const ctx = useServerCacheContext(server.manager);
  const report = useCallback((listing: ServerListing) => onList(server.id, listing), [onList, server.id]);
  useEffect(() => () => onList(server.id, undefined), [onList, server.id]);
  return ctx === undefined || !server.offersTools ? null : <Listing ctx={ctx} onList={report} />;
}

/** The listings the probes reported, by server id; a server that left drops out. */
export function useListings(): [ReadonlyMap<string, ServerListing>, (id: string, listing: ServerListing | undefined) => void] {
  const [listings, setListings] = useState<ReadonlyMap<string, ServerListing>>(new Map());
  const onList = useCallback((id: string, listing: ServerListing | undefined) => {
    setListings((current) => {
      if (listing === undefined && !current.has(id)) return current;
      const next = new Map(current);
      if (listing === undefined) next.delete(id);
      else next.set(id, listing);
      return next;
    });
  }, []);
  return [listings, onList];
}
