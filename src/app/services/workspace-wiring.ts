import type { NavigationStore } from '../../hooks/navigation/navigation-store';
import { isMcpSession } from '../../hooks/session/is-mcp-session';
import type { SessionManager } from '../../hooks/session/session-manager';
import type { AppSession } from '../../hooks/session/use-session';
import type { Workspace } from '../../hooks/session/workspace';
import type { McpSession } from '../../protocol/session/session';
import type { ExternalStore } from '../../protocol/model/types';
import type { ServerNamer } from '../../hooks/session/server-scope';
import { serverForUrl, type ServersStore } from '../../features/servers';

/**
 * A notification from a server in the background raises the count on its entry (issue 41); the
 * count clears when it is made active. Requests and responses are not counted: only what the
 * server sent on its own.
 */
export function countBackgroundNotifications(workspace: Workspace<AppSession>, manager: SessionManager<AppSession>): () => void {
  let tapped: McpSession | undefined;
  let untap: (() => void) | undefined;
  const unsubscribe = manager.subscribe(() => {
    const { session, status } = manager.getSnapshot();
    if (status.state !== 'connected' || !isMcpSession(session) || session === tapped) return;
    untap?.();
    tapped = session;
    untap = session.inbound.subscribe((message) => {
      if ('method' in message && !('id' in message)) workspace.countNotification(manager);
    });
  });
  return () => {
    unsubscribe();
    untap?.();
  };
}

/**
 * Each server keeps the resource selected in its panels: switching the active server puts the
 * selection of the one left aside and brings back the one of the server made active.
 */
export function keepSelectionPerServer(workspace: Workspace<AppSession>, navigation: NavigationStore): () => void {
  const selected = new Map<SessionManager<AppSession>, string | undefined>();
  let active = workspace.getSnapshot().active;
  return workspace.subscribe(() => {
    const next = workspace.getSnapshot().active;
    if (next === active) return;
    selected.set(active, navigation.getSnapshot().resourceUri);
    active = next;
    navigation.selectResource(selected.get(next));
  });
}

/** Servers' names as the sidebar shows them (the saved name, else the URL), for the Server column of Traffic, History and the Timeline. */
export function serverNamesOf(servers: ServersStore): ExternalStore<ServerNamer> {
  let state = servers.getSnapshot();
  let namer: ServerNamer = (url) => serverForUrl(state, url)?.name ?? url;
  return {
    subscribe: servers.subscribe,
    getSnapshot: () => {
      const next = servers.getSnapshot();
      if (next !== state) {
        state = next;
        namer = (url) => serverForUrl(next, url)?.name ?? url;
      }
      return namer;
    },
  };
}
