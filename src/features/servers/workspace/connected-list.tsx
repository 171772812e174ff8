import { useId, useSyncExternalStore } from 'react';
import type { ConnectionStatus } from '../../../protocol/model/types';
import type { SessionManager } from '../../../hooks/session/session-manager';
import type { AppSession } from '../../../hooks/session/use-session';
import { managerUrl, type Workspace, type WorkspaceEntry, type WorkspaceSnapshot } from '../../../hooks/session/workspace';
import { useStore } from '../../../hooks/use-store';
import { serverForUrl } from '../connection/connect-target';
import { statusText, transportLabel } from '../connection/status-text';
import type { ServersStore } from '../saved/servers-store';
import { CompareServersButton } from '../compare/compare-servers-button';

/** How the page reaches a server besides directly: the stdio bridge or the local proxy. */
export type ServerRoute = (url: string) => 'bridge' | 'proxy' | undefined;

interface ConnectedListProps {
  servers: ServersStore;
  route?: ServerRoute | undefined;
  workspace: { workspace: Workspace<AppSession>; snapshot: WorkspaceSnapshot<AppSession> };
  /** The workspace's servers with a URL, two or more. */
  entries: readonly WorkspaceEntry<AppSession>[];
}

/** One line per server: the connection state with its negotiated version, the transport, and the bridge or proxy it goes through. */
export function workspaceStatusText(status: ConnectionStatus, via: 'bridge' | 'proxy' | undefined): string {
  const parts = [statusText(status)];
  if (status.state === 'connected' && status.negotiation.transport !== 'sse') parts.push(transportLabel(status.negotiation));
  if (via === 'bridge') parts.push('via stdio bridge');
  if (via === 'proxy') parts.push('via local proxy');
  return parts.join(' · ');
}

function useManagerStatus(manager: SessionManager<AppSession>): ConnectionStatus {
  return useSyncExternalStore(manager.subscribe, () => manager.getSnapshot().status);
}

interface ItemProps {
  entry: WorkspaceEntry<AppSession>;
  name: string;
  active: boolean;
  via: 'bridge' | 'proxy' | undefined;
  onActivate: () => void;
  onDisconnect: () => void;
}

function ConnectedServer({ entry, name, active, via, onActivate, onDisconnect }: ItemProps) {
  const status = useManagerStatus(entry.manager);
  const url = managerUrl(status);
  return (
    <li className="server-list__item">
      <button type="button" className="server-list__pick" aria-current={active ? 'true' : undefined} onClick={onActivate}>
        <span className="visually-hidden">Show</span> <span className="server-list__name">{name}</span>{' '}
        {url !== undefined && url !== name && <span className="server-list__url">{url}</span>}
      </button>
      <p role="status" className="workspace__status">
        {workspaceStatusText(status, via)}
      </p>
      <div className="server-list__actions">
        {entry.unread > 0 && (
          <span className="workspace__unread" title="Notifications while in the background">
            {entry.unread} new
          </span>
        )}
        <button type="button" className="button button--small button--ghost" aria-label={`Disconnect ${name}`} onClick={onDisconnect}>
          Disconnect
        </button>
      </div>
    </li>
  );
}

/** The group itself: each connected server's line, and Compare servers. */
export function ConnectedList({ servers, route, workspace, entries }: ConnectedListProps) {
  const headingId = useId();
  const saved = useStore(servers);
  const named = entries.map((entry) => {
    const url = managerUrl(entry.manager.getSnapshot().status) ?? '';
    return { entry, url, name: serverForUrl(saved, url)?.name ?? url };
  });
  return (
    <section className="server-list workspace" aria-labelledby={headingId}>
      <h2 id={headingId} className="sidebar__heading">
        Connected servers
      </h2>
      <ul aria-label="Connected servers" className="server-list__items">
        {named.map(({ entry, url, name }) => {
          return (
            <ConnectedServer
              key={url}
              entry={entry}
              name={name}
              active={entry.manager === workspace.snapshot.active}
              via={route?.(url)}
              onActivate={() => {
                // Server URL shows the server the panels show, so Connect and Disconnect there act on it.
                servers.setDraftUrl(url);
                workspace.workspace.activate(entry.manager);
              }}
              onDisconnect={() => void workspace.workspace.disconnect(entry.manager)}
            />
          );
        })}
      </ul>
      <CompareServersButton servers={named.map(({ entry, url, name }) => ({ url, name, manager: entry.manager }))} />
    </section>
  );
}
