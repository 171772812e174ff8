import { useId } from 'react';
import type { ServerChoice, ServerScope } from '../../hooks/session/server-scope';

const valueOf = (choice: ServerChoice): string => (typeof choice === 'string' ? choice : `server:${choice.url}`);

function choiceOf(value: string): ServerChoice {
  if (value === 'active' || value === 'all') return value;
  return { url: value.slice('server:'.length) };
}

/**
 * The `Servers` select of Traffic, History and the Timeline (issue 41): the active server, every
 * server at once, or one of them by name. Shown only while two servers or more are connected.
 */
export function ServerScopeSelect({ scope }: { scope: ServerScope }) {
  const id = useId();
  if (scope.choice === undefined) return null;
  return (
    <>
      <label htmlFor={id} className="label label--inline">
        Servers
      </label>
      <select id={id} className="input input--small" value={valueOf(scope.choice)} onChange={(e) => scope.setChoice(choiceOf(e.target.value))}>
        <option value="active">Active server</option>
        <option value="all">All servers</option>
        {scope.servers.map((server) => (
          <option key={server.url} value={`server:${server.url}`}>
            {server.name}
          </option>
        ))}
      </select>
    </>
  );
}
