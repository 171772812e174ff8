import { useCallback, useId, useState, useSyncExternalStore } from 'react';
import type { RecoveryNotice, ReconnectingStatus } from '../../../protocol/model/types';
import type { WatchStore } from './watch-store';

/** The one quiet notice after the session started over on its own, linked to its exchanges. */
export function RecoveryNoticeView({ notice, onShowExchange }: { notice: RecoveryNotice; onShowExchange: (exchangeId: number) => void }) {
  const [dismissed, setDismissed] = useState<RecoveryNotice | undefined>(undefined);
  if (dismissed === notice) return null;
  return (
    <div className="connection-card__notice" role="note" aria-label="Connection notice">
      <span>{notice.message}</span>
      {notice.exchangeIds.map((id) => (
        <button key={id} type="button" className="link-button" onClick={() => onShowExchange(id)}>
          Exchange #{id}
        </button>
      ))}
      <button type="button" className="button button--small connection-card__dismiss" onClick={() => setDismissed(notice)}>
        Dismiss
      </button>
    </div>
  );
}

/** Why the server is considered gone, with the `Reconnect now` button. */
export function ReconnectingView({ status, onReconnectNow }: { status: ReconnectingStatus; onReconnectNow: (() => void) | undefined }) {
  const attempts = status.attempt === 0 ? 'no attempt yet' : `${status.attempt} ${status.attempt === 1 ? 'attempt' : 'attempts'} so far`;
  return (
    <div className="connection-card__reconnecting">
      <p className="connection-card__reason">
        {status.reason.message} <span className="connection-card__attempts">({attempts}; backing off 1, 2, 4, 8 s, then every 15 s)</span>
      </p>
      {onReconnectNow !== undefined && (
        <button type="button" className="button button--small" disabled={status.trying} onClick={onReconnectNow}>
          Reconnect now
        </button>
      )}
    </div>
  );
}

/** The dev-loop toggle: re-run the current view after every renewal or reconnect. */
export function WatchToggle({ store, url }: { store: WatchStore; url: string }) {
  const id = useId();
  const hintId = useId();
  // A boolean snapshot: the toggle follows both its own changes and a change of which saved server the URL stands for.
  const isWatching = useCallback(() => store.isWatching(url), [store, url]);
  const watched = useSyncExternalStore(store.subscribe, isWatching, isWatching);
  return (
    <span className="connection-card__watch">
      <input id={id} type="checkbox" checked={watched} aria-describedby={hintId} onChange={(event) => store.set(url, event.target.checked)} />
      <label htmlFor={id}>Watch</label>
      <span id={hintId} className="visually-hidden">
        Re-run the current view after each reconnect or session renewal
      </span>
    </span>
  );
}
