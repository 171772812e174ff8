import { useId } from 'react';
import { ConfirmSkipsSetting } from './confirm-skips-setting';
import type { SavedServer } from '../saved/model';
import { HeaderRow } from './header-row';
import type { ServersStore } from '../saved/servers-store';

interface ServerEditorProps {
  store: ServersStore;
  server: SavedServer;
  onDone: () => void;
}

/**
 * Edits a saved server in place: every keystroke goes to the store and is persisted, so
 * nothing typed is lost on reload.
 */
export function ServerEditor({ store, server, onDone }: ServerEditorProps) {
  const id = useId();
  const update = (patch: Partial<Omit<SavedServer, 'id'>>) => store.updateServer(server.id, patch);
  return (
    <fieldset className="server-editor">
      <legend>Edit {server.name}</legend>
      <label className="label" htmlFor={`${id}-name`}>
        Name
      </label>
      <input id={`${id}-name`} className="input" value={server.name} onChange={(e) => update({ name: e.target.value })} />
      <label className="label" htmlFor={`${id}-url`}>
        Endpoint
      </label>
      <input
        id={`${id}-url`}
        className="input input--mono"
        spellCheck={false}
        value={server.url}
        onChange={(e) => update({ url: e.target.value })}
      />
      <label className="label" htmlFor={`${id}-token`}>
        Bearer token
      </label>
      <input
        id={`${id}-token`}
        className="input input--mono"
        type="password"
        autoComplete="off"
        value={server.token}
        onChange={(e) => update({ token: e.target.value })}
      />
      <div className="label">Extra headers</div>
      <ul className="header-rows">
        {server.headers.map((header, index) => (
          <HeaderRow key={header.id} store={store} serverId={server.id} header={header} index={index} />
        ))}
      </ul>
      <button type="button" className="button button--small" onClick={() => store.addHeader(server.id)}>
        Add header
      </button>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={server.rememberSecrets}
          onChange={(e) => update({ rememberSecrets: e.target.checked })}
        />
        Remember secrets in this browser
      </label>
      <p className="note">
        {server.rememberSecrets
          ? 'The token and secret headers are saved in localStorage on this device.'
          : 'The token and secret headers are kept for this tab only (sessionStorage).'}
      </p>
      <label className="checkbox">
        <input type="checkbox" checked={server.useLocalProxy === true} onChange={(e) => update({ useLocalProxy: e.target.checked })} />
        Use local proxy
      </label>
      <p className="note">For a server without CORS: a console served by npx mcp-console sends its requests through its local proxy.</p>
      <ConfirmSkipsSetting serverUrl={server.url} />
      <button type="button" className="button button--small" onClick={onDone}>
        Done
      </button>
    </fieldset>
  );
}
