import type { ConnectionStatus } from '../../../protocol/model/types';
import type { SessionLike, SessionManager } from '../../../hooks/session/session-manager';
import { connectTargetFor, serverForUrl } from './connect-target';
import type { ServersStore } from '../saved/servers-store';

/** Connects to `url` with the headers saved for it, remembering it as the last server used. */
export function connectWithSaved<S extends SessionLike>(
  manager: SessionManager<S>,
  store: ServersStore,
  url: string,
): Promise<ConnectionStatus> {
  const trimmed = url.trim();
  store.markUsed(trimmed, serverForUrl(store.getSnapshot(), trimmed)?.id);
  return manager.connect(connectTargetFor(store.getSnapshot(), trimmed));
}
