import { memo } from 'react';
import { useNavigationStore } from '../../hooks/navigation/use-navigation';
import type { LogEntry } from './notification-log';

function time(at: number): string {
  return new Date(at).toISOString().slice(11, 23);
}

interface NotificationRowProps {
  entry: LogEntry;
  onShowCache: () => void;
  /** Absolute placement inside the virtual list. */
  top: number;
  height: number;
}

/** One notification; memoized, so a new frame re-renders only the rows that entered the view. */
export const NotificationRow = memo(function NotificationRow({ entry, onShowCache, top, height }: NotificationRowProps) {
  const keys = entry.invalidation?.keys.length ?? 0;
  const navigation = useNavigationStore();
  return (
    <li className="sub-log__entry" style={{ transform: `translateY(${top}px)`, height }}>
      <span className="mono sub-log__seq">#{entry.id}</span>
      <time className="mono">{time(entry.at)}</time>
      <span className="mono">{entry.method}</span>
      <span className="mono sub-log__uri">{entry.uri ?? ''}</span>
      <span className="mono sub-log__id">{entry.subscriptionId}</span>
      {entry.invalidation !== undefined && (
        <button type="button" className="button button--small button--ghost" onClick={onShowCache}>
          invalidated {keys} cache {keys === 1 ? 'entry' : 'entries'}
        </button>
      )}
      <button type="button" className="button button--small button--ghost" aria-label={`Show notification #${entry.id} in timeline`} onClick={() => navigation.showInTimeline({ at: entry.at, lane: 'notification' })}>
        Timeline
      </button>
    </li>
  );
});
