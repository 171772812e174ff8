import type { ComponentProps } from 'react';
import type { ServersState } from '../saved/model';
import type { ServersStore } from '../saved/servers-store';
import { LoadFailure } from '../../../components/load-failure';
import { onDemand, useOnDemand } from '../../../hooks/use-on-demand';

// The editor (name, endpoint, headers, secrets) loads on the first Edit or Save, or on the way to one.
const SERVER_EDITOR = onDemand(() => import('../editor/server-editor'));
const prefetchEditor = (): void => void SERVER_EDITOR.load().catch(() => undefined);

function ServerEditorPart(props: ComponentProps<typeof import('../editor/server-editor').ServerEditor>) {
  const { module, error, retry } = useOnDemand(SERVER_EDITOR, true);
  if (error !== undefined) return <LoadFailure what="The server editor" error={error} onRetry={retry} />;
  if (module === undefined) return null;
  const { ServerEditor } = module;
  return <ServerEditor {...props} />;
}

interface ServerListProps {
  store: ServersStore;
  state: ServersState;
  demoUrl: string;
  editingId: string | undefined;
  onEdit: (id: string | undefined) => void;
}

/** Saved servers: choosing one puts its URL in the Server URL box; edit and remove in place. */
export function ServerList({ store, state, demoUrl, editingId, onEdit }: ServerListProps) {
  const draft = state.draftUrl;
  return (
    <section className="server-list">
      <h2 className="sidebar__heading">Saved servers</h2>
      <ul aria-label="Saved servers" className="server-list__items">
        <li className="server-list__item">
          <button
            type="button"
            className="server-list__pick"
            aria-current={draft === demoUrl ? 'true' : undefined}
            onClick={() => {
              store.select(undefined);
              store.setDraftUrl(demoUrl);
            }}
          >
            <span className="server-list__name">Embedded demo server</span>
            <span className="server-list__url">{demoUrl}</span>
          </button>
        </li>
        {state.servers.map((server) => (
          <li key={server.id} className="server-list__item">
            <button
              type="button"
              className="server-list__pick"
              aria-current={state.selectedId === server.id ? 'true' : undefined}
              onClick={() => store.select(server.id)}
            >
              {/* The name comes from the text (axe: label-content-name-mismatch), the verb for speech only. */}
              <span className="visually-hidden">Use</span>{' '}
              <span className="server-list__name">{server.name}</span>{' '}
              <span className="server-list__url">{server.url}</span>
            </button>
            <div className="server-list__actions">
              <button
                type="button"
                className="button button--small button--ghost"
                aria-label={`Edit ${server.name}`}
                onPointerEnter={prefetchEditor}
                onFocus={prefetchEditor}
                onClick={() => onEdit(editingId === server.id ? undefined : server.id)}
              >
                Edit
              </button>
              <button
                type="button"
                className="button button--small button--ghost"
                aria-label={`Remove ${server.name}`}
                onClick={() => {
                  if (editingId === server.id) onEdit(undefined);
                  store.removeServer(server.id);
                }}
              >
                Remove
              </button>
            </div>
            {editingId === server.id && <ServerEditorPart store={store} server={server} onDone={() => onEdit(undefined)} />}
          </li>
        ))}
      </ul>
    </section>
  );
}
