import { connectWithSaved, type Connector } from './connect-action';
import { serverForUrl } from './connect-target';
import type { ServersStore } from '../saved/servers-store';

/**
 * What `Use <final URL>` does: the saved server of the redirected URL (if any) takes the final
 * URL, with its headers and name kept; Server URL shows it; and the session connects there, so
 * no request pays the redirect again.
 */
export function finalUrlAction(manager: Connector, servers: ServersStore | undefined): ((from: string, to: string) => void) | undefined {
  if (servers === undefined) return undefined;
  return (from, to) => {
    const saved = serverForUrl(servers.getSnapshot(), from);
    if (saved !== undefined) servers.updateServer(saved.id, { url: to });
    servers.setDraftUrl(to);
    void connectWithSaved(manager, servers, to);
  };
}
