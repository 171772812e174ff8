import { useState } from 'react';
import { useStore } from '../../../hooks/use-store';
import { RootsEditor } from '../roots/roots-editor';
import { ServerList } from './server-list';
import { ServerUrlForm } from './server-url-form';
import type { ServersStore } from '../saved/servers-store';

interface ServersSidebarProps {
  store: ServersStore;
  /** The embedded demo server's endpoint, offered as a built-in entry. */
  demoUrl: string;
}

export function ServersSidebar({ store, demoUrl }: ServersSidebarProps) {
  const state = useStore(store);
  const [editingId, setEditingId] = useState<string | undefined>(undefined);
  return (
    <div className="servers-sidebar">
      <ServerUrlForm store={store} demoUrl={demoUrl} onSaved={setEditingId} />
      <ServerList store={store} state={state} demoUrl={demoUrl} editingId={editingId} onEdit={setEditingId} />
      <RootsEditor serverUrl={state.draftUrl ?? state.lastUsedUrl} />
    </div>
  );
}
