import { useId } from 'react';

function hostOf(url: string): string {
  return URL.canParse(url.trim()) ? new URL(url.trim()).host : 'the endpoint above';
}

interface KeyStorageNoteProps {
  remember: boolean;
  /** A key is kept now (in session or local storage), so it can be forgotten. */
  stored: boolean;
  baseUrl: string;
  onRememberChange: (remember: boolean) => void;
  onForgetKey: () => void;
}

/** `Remember on this device`, and a plain sentence of where the key is kept and where it goes. */
export function KeyStorageNote({ remember, stored, baseUrl, onRememberChange, onForgetKey }: KeyStorageNoteProps) {
  const id = useId();
  return (
    <div className="model-settings__key-note">
      <label className="checkbox">
        <input type="checkbox" checked={remember} aria-describedby={`${id}-where`} onChange={(e) => onRememberChange(e.target.checked)} />
        Remember on this device
      </label>
      <p id={`${id}-where`} className="note">
        {remember
          ? 'The key is kept in this browser’s local storage on this device, for every tab of this site, until you press Forget key.'
          : 'The key is kept in this tab’s session storage only, and is gone when the tab closes.'}{' '}
        It is sent only to {hostOf(baseUrl)}, never in a link, a session export, a log or a request to an MCP server.
      </p>
      {stored && (
        <button type="button" className="button button--small" onClick={onForgetKey}>
          Forget key
        </button>
      )}
    </div>
  );
}

interface ProxyChoiceProps {
  /** The console was served by `mcp-console`, which has the local proxy. */
  available: boolean;
  checked: boolean;
  onChange: (viaProxy: boolean) => void;
}

/** `Connect through local proxy` where the served console has one; on the hosted site, how to get one. */
export function ProxyChoice({ available, checked, onChange }: ProxyChoiceProps) {
  const id = useId();
  if (!available) {
    return (
      <p className="note">
        An endpoint that sends no CORS headers (LM Studio by default) cannot be reached from this site. Run <code>npx mcp-console</code> and open the console it prints to reach it
        through its local proxy.
      </p>
    );
  }
  return (
    <>
      <label className="checkbox">
        <input type="checkbox" checked={checked} aria-describedby={`${id}-proxy`} onChange={(e) => onChange(e.target.checked)} />
        Connect through local proxy
      </label>
      <p id={`${id}-proxy`} className="note">
        For an endpoint that sends no CORS headers (LM Studio by default): the requests go through the server of this console, run by <code>mcp-console</code>.
      </p>
    </>
  );
}
