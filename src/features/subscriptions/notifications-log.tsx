import type { LogEntry } from './lanes-store';

function time(at: number): string {
  return new Date(at).toISOString().slice(11, 23);
}

/** Every notification of every lane, newest last (ui-contract.md: log `Notifications`). */
export function NotificationsLog({ entries, onShowCache }: { entries: readonly LogEntry[]; onShowCache: () => void }) {
  return (
    <div role="log" aria-label="Notifications" className="sub-log">
      {entries.length === 0 && <p className="note">No notifications yet.</p>}
      <ol>
        {entries.map((entry) => (
          <li key={entry.id} className="sub-log__entry">
            <time className="mono">{time(entry.at)}</time>
            <span className="mono">{entry.method}</span>
            <span className="mono">{entry.uri ?? ''}</span>
            <span className="mono sub-log__id">{entry.subscriptionId}</span>
            {entry.invalidation !== undefined && (
              <button type="button" className="button button--small button--ghost" onClick={onShowCache}>
                invalidated {entry.invalidation.keys.length} cache {entry.invalidation.keys.length === 1 ? 'entry' : 'entries'}
              </button>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
