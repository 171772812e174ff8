import { LoadFailure } from '../../../components/load-failure';
import { useWorkspace } from '../../../hooks/session/use-session';
import { managerUrl } from '../../../hooks/session/workspace';
import { onDemand, useOnDemand } from '../../../hooks/use-on-demand';
import type { ServersStore } from '../saved/servers-store';
import type { ServerRoute } from './connected-list';

export type { ServerRoute };

// The group's lines and Compare servers load when a second server connects.
const CONNECTED_LIST = onDemand(() => import('./connected-list'));

interface ConnectedServersProps {
  servers: ServersStore;
  route?: ServerRoute | undefined;
}

/**
 * The servers connected at once (issue 41), shown once there are two: choosing one makes it
 * active (the panels show it), and each keeps its own connection. One server alone needs no list.
 */
export function ConnectedServers({ servers, route }: ConnectedServersProps) {
  const workspace = useWorkspace();
  const entries = workspace?.snapshot.entries.filter((e) => managerUrl(e.manager.getSnapshot().status) !== undefined) ?? [];
  const shown = workspace !== undefined && entries.length >= 2;
  const { module, error, retry } = useOnDemand(CONNECTED_LIST, shown);
  if (!shown) return null;
  if (error !== undefined) return <LoadFailure what="The list of connected servers" error={error} onRetry={retry} />;
  if (module === undefined) return null;
  const { ConnectedList } = module;
  return <ConnectedList servers={servers} route={route} workspace={workspace} entries={entries} />;
}
