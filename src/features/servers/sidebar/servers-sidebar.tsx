import { useState } from 'react';
import { useStore } from '../../../hooks/use-store';
import { RootsEditor } from '../roots/roots-editor';
import { ServerList } from './server-list';
import { ServerUrlForm } from './server-url-form';
import type { ServersStore } from '../saved/servers-store';
import { ConnectedServers, type ServerRoute } from '../workspace/connected-servers';

interface ServersSidebarProps {
  store: ServersStore;
  /** The embedded demo server's endpoint, offered as a built-in entry. */
  demoUrl: string;
  /** Which connected servers go through the stdio bridge or the local proxy. */
  route?: ServerRoute | undefined;
}

export function ServersSidebar({ store, demoUrl, route }: ServersSidebarProps) {
  const state = useStore(store);
  const [editingId, setEditingId] = useState<string | undefined>(undefined);
  return (
    <div className="servers-sidebar">
      <ServerUrlForm store={store} demoUrl={demoUrl} onSaved={setEditingId} />
      <ConnectedServers servers={store} route={route} />
      <ServerList store={store} state={state} demoUrl={demoUrl} editingId={editingId} onEdit={setEditingId} />
      <RootsEditor serverUrl={state.draftUrl ?? state.lastUsedUrl} />
    </div>
  );
}
