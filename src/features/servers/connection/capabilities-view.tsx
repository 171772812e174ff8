import type { ServerCapabilities } from '@modelcontextprotocol/client';

/** Capabilities as chips for a glance, plus the raw JSON for the details. */
export function CapabilitiesView({ capabilities }: { capabilities: ServerCapabilities }) {
  const names = Object.keys(capabilities);
  return (
    <div className="capabilities">
      {names.length === 0 ? (
        <p className="note">No capabilities declared.</p>
      ) : (
        <ul className="chips" aria-label="Capabilities">
          {names.map((name) => (
            <li key={name} className="chip">
              {name}
            </li>
          ))}
        </ul>
      )}
      <details>
        <summary>Capabilities JSON</summary>
        <pre className="json">{JSON.stringify(capabilities, null, 2)}</pre>
      </details>
    </div>
  );
}
