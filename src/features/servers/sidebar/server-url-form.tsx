import { useId, useState } from 'react';
import { CopyButton } from '../../../components/copy-button';
import { useConnector, useSession, useSessionManager } from '../../../hooks/session/use-session';
import { useStore } from '../../../hooks/use-store';
import { serverUrlProblem, type ServerUrlProblem } from '../../../lib/urls/server-url';
import { connectWithSaved } from '../connection/connect-action';
import type { ServersStore } from '../saved/servers-store';

interface ServerUrlFormProps {
  store: ServersStore;
  demoUrl: string;
  /** Called with the id of a server just saved from the box, e.g. to open its editor. */
  onSaved?: (id: string) => void;
}

/** The endpoint box with Connect / Disconnect (ui-contract.md names). */
export function ServerUrlForm({ store, demoUrl, onSaved }: ServerUrlFormProps) {
  const inputId = useId();
  const hintId = useId();
  const state = useStore(store);
  const { status } = useSession();
  const manager = useSessionManager();
  const connector = useConnector();
  const draft = state.draftUrl ?? '';
  const canDisconnect = status.state === 'connected' || status.state === 'connecting' || status.state === 'reconnecting';
  const saved = state.servers.some((s) => s.url === draft.trim());
  // Checked on Connect, before anything is sent: a pasted command would otherwise fail deep in `new URL`.
  const [problem, setProblem] = useState<ServerUrlProblem | undefined>(undefined);

  return (
    <form
      className="url-form"
      onSubmit={(event) => {
        event.preventDefault();
        const found = draft === demoUrl ? undefined : serverUrlProblem(draft);
        setProblem(found);
        if (found === undefined) void connectWithSaved(connector, store, draft);
      }}
    >
      <label htmlFor={inputId} className="label">
        Server URL
      </label>
      <input
        id={inputId}
        className="input input--mono"
        type="text"
        inputMode="url"
        spellCheck={false}
        autoComplete="url"
        placeholder="https://example.com/mcp"
        value={draft}
        aria-describedby={draft === demoUrl ? hintId : undefined}
        aria-invalid={problem === undefined ? undefined : true}
        onChange={(event) => {
          setProblem(undefined);
          store.setDraftUrl(event.target.value);
        }}
      />
      {problem !== undefined && <UrlProblem problem={problem} />}
      {draft === demoUrl && (
        <p id={hintId} className="note url-form__hint">
          Embedded demo server — an MCP server running inside this page.
        </p>
      )}
      <div className="url-form__actions">
        <button type="submit" className="button button--primary" disabled={draft.trim() === ''}>
          Connect
        </button>
        <button type="button" className="button" disabled={!canDisconnect} onClick={() => void manager.disconnect()}>
          Disconnect
        </button>
        <button
          type="button"
          className="button button--ghost"
          disabled={draft.trim() === '' || saved || draft === demoUrl}
          onClick={() => onSaved?.(store.addServer(draft.trim()))}
        >
          Save server
        </button>
      </div>
    </form>
  );
}

/** Why the box holds no endpoint, and the command that bridges a pasted stdio server. */
function UrlProblem({ problem }: { problem: ServerUrlProblem }) {
  return (
    <div role="alert" className="error-alert url-form__problem">
      <p className="error-alert__message">{problem.message}</p>
      {problem.bridgeCommand !== undefined && (
        <p className="url-form__bridge">
          <code>{problem.bridgeCommand}</code> <CopyButton text={problem.bridgeCommand} label="command" />
        </p>
      )}
    </div>
  );
}
