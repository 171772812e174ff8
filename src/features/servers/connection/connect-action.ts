import type { ConnectionStatus } from '../../../protocol/model/types';
import type { ConnectTarget } from '../../../hooks/session/session-manager';
import { connectTargetFor, serverForUrl } from './connect-target';
import type { ServersStore } from '../saved/servers-store';

/** What connects: one session's manager, or the workspace, where another server joins the live ones. */
export interface Connector {
  connect(target: ConnectTarget): Promise<ConnectionStatus>;
}

/** Connects to `url` with the headers saved for it, remembering it as the last server used. */
export function connectWithSaved(connector: Connector, store: ServersStore, url: string): Promise<ConnectionStatus> {
  const trimmed = url.trim();
  store.markUsed(trimmed, serverForUrl(store.getSnapshot(), trimmed)?.id);
  return connector.connect(connectTargetFor(store.getSnapshot(), trimmed));
}
