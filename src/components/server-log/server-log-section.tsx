import { useDeferredValue, useMemo, useState, useSyncExternalStore } from 'react';
import type { McpSession } from '../../protocol';
import { LOG_LEVEL_SETTINGS, LOG_LEVELS, isLogLevel, passes, serverLogOf, type LogLevel } from '../../protocol/server-log';
import { ServerLogRow } from './server-log-entry';
import { useLogLevel } from './use-log-level';
import './server-log.css';

/** Rows drawn at most: the newest that pass the filter (the store keeps more). */
const SHOWN = 300;

interface ServerLogSectionProps {
  session: McpSession;
  onShowExchange: (exchangeId: number) => void;
}

/**
 * The `Server log` (ui-contract "server log messages"): every `notifications/message` of this
 * session, newest last, filtered by level and linked to the request that produced it; with the
 * level the console asks the server for (per request in 2026-07-28, `logging/setLevel` on legacy).
 */
export function ServerLogSection({ session, onShowExchange }: ServerLogSectionProps) {
  const store = serverLogOf(session.traffic);
  const window = useDeferredValue(useSyncExternalStore(store.subscribe, store.getSnapshot));
  const { level, change, error } = useLogLevel(session);
  const [shown, setShown] = useState<LogLevel>('debug');
  const rows = useMemo(() => {
    const out = [];
    for (let i = window.size - 1; i >= 0 && out.length < SHOWN; i -= 1) {
      const entry = window.at(i);
      if (entry !== undefined && passes(entry.level, shown)) out.push(entry);
    }
    return out.reverse();
  }, [window, shown]);

  return (
    <details className="server-log">
      <summary className="server-log__summary">
        <span>Server log</span> <span className="chip">{window.size}</span>
      </summary>
      <div className="server-log__controls">
        <label className="server-log__control">
          Ask server for
          <select aria-label="Log level" value={level} onChange={(e) => change(LOG_LEVEL_SETTINGS.find((l) => l === e.target.value) ?? 'off')}>
            {LOG_LEVEL_SETTINGS.map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </select>
        </label>
        <label className="server-log__control">
          Show
          <select aria-label="Show levels" value={shown} onChange={(e) => setShown(isLogLevel(e.target.value) ? e.target.value : 'debug')}>
            {LOG_LEVELS.map((l) => (
              <option key={l} value={l}>
                {l === 'debug' ? 'all levels' : `${l} and above`}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="button" onClick={() => store.clear()} disabled={window.size === 0}>
          Clear log
        </button>
      </div>
      {error !== undefined && (
        <p role="alert" className="note note--warning">
          {error}
        </p>
      )}
      {level === 'off' && window.size === 0 && <p className="note">Choose a level to ask the server for its log lines.</p>}
      {/* The live region is the wrapper: a list element may not take the log role. */}
      <div className="server-log__list" role="log" aria-label="Server log">
        <ol className="server-log__items">
          {rows.map((entry) => (
            <ServerLogRow key={entry.id} entry={entry} onShowExchange={onShowExchange} />
          ))}
        </ol>
      </div>
      {window.dropped > 0 && <p className="note">{window.dropped} older lines dropped.</p>}
    </details>
  );
}
