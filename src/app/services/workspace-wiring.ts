import type { NavigationStore } from '../../hooks/navigation/navigation-store';
import { isMcpSession } from '../../hooks/session/is-mcp-session';
import type { SessionManager } from '../../hooks/session/session-manager';
import type { AppSession } from '../../hooks/session/use-session';
import type { Workspace } from '../../hooks/session/workspace';
import type { McpSession } from '../../protocol/session/session';

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
