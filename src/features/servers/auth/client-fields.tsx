export interface ClientEntry {
  /** Whether the user enters a client registered beforehand instead of letting the console register. */
  enabled: boolean;
  clientId: string;
  clientSecret: string;
}

/**
 * The pre-registered client of the Authorization section (spec §22): `Client ID` and
 * `Client secret`, shown on their own when the authorization server offers no registration
 * (`required`), else behind "Use a pre-registered client". The secret is masked on screen and
 * kept only with the server's tokens.
 */
export function ClientFields({ entry, required, onChange }: { entry: ClientEntry; required: boolean; onChange: (next: ClientEntry) => void }) {
  const shown = required || entry.enabled;
  return (
    <div className="auth-view__client-entry">
      {!required && (
        <label className="auth-view__client">
          <input type="checkbox" checked={entry.enabled} onChange={(event) => onChange({ ...entry, enabled: event.target.checked })} />
          <span>Use a pre-registered client</span>
        </label>
      )}
      {shown && (
        <>
          <label className="auth-view__client">
            <span>Client ID</span>
            <input value={entry.clientId} onChange={(event) => onChange({ ...entry, clientId: event.target.value })} spellCheck={false} autoComplete="off" />
          </label>
          <label className="auth-view__client">
            <span>Client secret</span>
            <input
              className="auth-view__secret"
              value={entry.clientSecret}
              onChange={(event) => onChange({ ...entry, clientSecret: event.target.value })}
              placeholder="none for a public client"
              spellCheck={false}
              autoComplete="off"
            />
          </label>
        </>
      )}
    </div>
  );
}

/** The client to sign in with: the entered one, or none (register dynamically). */
export function chosenClient(entry: ClientEntry, required: boolean): { clientId: string; clientSecret: string } {
  return required || entry.enabled ? { clientId: entry.clientId, clientSecret: entry.clientSecret } : { clientId: '', clientSecret: '' };
}
