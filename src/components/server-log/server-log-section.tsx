import { useDeferredValue, useMemo, useState, useSyncExternalStore } from 'react';
import type { McpSession } from '../../protocol';
import { LOG_LEVEL_SETTINGS, LOG_LEVELS, isLogLevel, passes, serverLogOf, type LogLevel, type LogLevelSetting, type ServerLog } from '../../protocol/server-features/server-log';
import { NotOffered } from '../not-offered';
import { ServerLogRow } from './server-log-entry';
import { useLogLevel } from './use-log-level';
import './server-log.css';
import { counted } from '../../lib/plural';

/** Rows drawn at most: the newest that pass the filter (the store keeps more). */
const SHOWN = 300;
/** New lines counted at most for the closed section's header (a storm is not counted line by line). */
const NEW_CAP = 999;

function newestId(store: ServerLog): number {
  const window = store.getSnapshot();
  return window.at(window.size - 1)?.id ?? -1;
}

/** Lines newer than `seenId`, counted from the end (entries are in arrival order, ids rising). */
function linesAfter(store: ServerLog, seenId: number): number {
  const window = store.getSnapshot();
  let count = 0;
  for (let i = window.size - 1; i >= 0 && count < NEW_CAP; i -= 1) {
    const entry = window.at(i);
    if (entry === undefined || entry.id <= seenId) break;
    count += 1;
  }
  return count;
}

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
  const size = useSyncExternalStore(store.subscribe, () => store.getSnapshot().size);
  // The level is in force even while the section is closed.
  const level = useLogLevel(session);
  // Closed, it draws only its summary: the panels it sits under stay as light as before.
  const [open, setOpen] = useState(false);
  // The newest line the user has had open in front of them; lines after it are counted as new.
  const [seenId, setSeenId] = useState(-1);
  const fresh = useSyncExternalStore(store.subscribe, () => linesAfter(store, seenId));
  const toggle = (nowOpen: boolean) => {
    if (!nowOpen) setSeenId(newestId(store));
    setOpen(nowOpen);
  };
  return (
    <details className="server-log" open={open} onToggle={(e) => toggle(e.currentTarget.open)}>
      <summary className="server-log__summary">
        <span>Server log</span> <span className="chip">{size}</span>
        {!open && fresh > 0 && <span className="chip server-log__new">{fresh >= NEW_CAP ? `${NEW_CAP}+` : fresh} new</span>}
      </summary>
      {open && <ServerLogBody store={store} level={level} onShowExchange={onShowExchange} />}
    </details>
  );
}

interface BodyProps {
  store: ServerLog;
  level: { level: LogLevelSetting; change: (next: LogLevelSetting) => void; error: string | undefined; offered: boolean };
  onShowExchange: (exchangeId: number) => void;
}

function ServerLogBody({ store, level, onShowExchange }: BodyProps) {
  const window = useDeferredValue(useSyncExternalStore(store.subscribe, store.getSnapshot));
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
    <>
      <div className="server-log__controls">
        <label className="server-log__control">
          Ask server for
          <select
            aria-label="Log level"
            value={level.offered ? level.level : 'off'}
            disabled={!level.offered}
            onChange={(e) => level.change(LOG_LEVEL_SETTINGS.find((l) => l === e.target.value) ?? 'off')}
          >
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
      {level.error !== undefined && (
        <p role="alert" className="note note--warning">
          {level.error}
        </p>
      )}
      {!level.offered && <NotOffered capability="logging" />}
      {level.offered && level.level === 'off' && window.size === 0 && <p className="note">Logging is off: choose a level to ask the server for its log lines.</p>}
      {/* The live region is the wrapper: a list element may not take the log role. */}
      <div className="server-log__list" role="log" aria-label="Server log">
        <ol className="server-log__items">
          {rows.map((entry) => (
            <ServerLogRow key={entry.id} entry={entry} onShowExchange={onShowExchange} />
          ))}
        </ol>
      </div>
      {window.dropped > 0 && <p className="note">{counted(window.dropped, 'older line')} dropped.</p>}
    </>
  );
}
