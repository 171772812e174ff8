import { useEffect, useState } from 'react';
import type { AppDocument, AppServerAccess } from '../../protocol/server-features/apps';
import type { ToolContext } from './bridge';
import AppFrame from './app-frame';
import './app-view.css';

export interface AppViewProps {
  uri: string;
  title: string;
  access: AppServerAccess;
  context: ToolContext | undefined;
}

type Load = { state: 'loading' } | { state: 'ready'; app: AppDocument } | { state: 'failed'; reason: string };

/** Reads the view's `ui://` resource, then shows it in its frame; the whole module loads on first use. Key it by `uri`. */
export default function AppView({ uri, title, access, context }: AppViewProps) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  useEffect(() => {
    const abort = new AbortController();
    access
      .loadView(uri, abort.signal)
      .then((read) => !abort.signal.aborted && setLoad(read.ok ? { state: 'ready', app: read.app } : { state: 'failed', reason: read.reason }))
      .catch((error: unknown) => !abort.signal.aborted && setLoad({ state: 'failed', reason: error instanceof Error ? error.message : String(error) }));
    return () => abort.abort();
  }, [uri, access]);

  return (
    <section className="app-view" aria-label={`${title} view`}>
      <h4 className="subheading">App view</h4>
      {load.state === 'loading' && <p className="note" role="status">Loading the app view…</p>}
      {load.state === 'failed' && (
        <p role="alert" className="note note--warning">
          The app view could not be shown: {load.reason}
        </p>
      )}
      {load.state === 'ready' && (
        <>
          {load.app.ui.rejected.length > 0 && <p className="note note--warning">Ignored CSP entries that are not origins: {load.app.ui.rejected.join(', ')}.</p>}
          <AppFrame title={title} app={load.app} access={access} context={context} />
        </>
      )}
    </section>
  );
}
