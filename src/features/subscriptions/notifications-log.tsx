import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, useState } from 'react';
import { useFollowNewest } from '../../hooks/use-follow-newest';
import type { LogWindow } from '../../lib/buffers/log-buffer';
import { LimitField } from '../../components/limit-field';
import { NOTIFICATIONS_KEPT, type LogEntry } from './notification-log';
import { NotificationRow } from './notification-row';

const ROW_HEIGHT = 24;
const count = new Intl.NumberFormat('en-US');

interface NotificationsLogProps {
  log: LogWindow<LogEntry>;
  /** Dropped to stay within `limit`, across limit changes. */
  dropped: number;
  limit: number;
  onLimit: (limit: number) => void;
  onShowCache: () => void;
}

/** A paused view: the window it froze (snapshots are immutable views) and the total at that moment. */
interface Frozen {
  window: LogWindow<LogEntry>;
  total: number;
}

/**
 * Every notification of every lane, newest last (ui-contract.md: log `Notifications`),
 * virtualized so a frame renders only the rows in sight. `Pause` freezes the rows while the
 * count goes on, like a debugger's log; scrolling up stops following the newest entry.
 */
export function NotificationsLog({ log, dropped, limit, onLimit, onShowCache }: NotificationsLogProps) {
  const [frozen, setFrozen] = useState<Frozen | undefined>(undefined);
  const shown = frozen?.window ?? log;
  const total = dropped + log.size;
  const scrollRef = useRef<HTMLDivElement>(null);
  // The compiler skips this component (the virtualizer's API is not memoisable); it re-renders from props.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: shown.size,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (index) => shown.start + index,
    overscan: 8,
    initialRect: { width: 800, height: 320 },
  });
  const follow = useFollowNewest(scrollRef, shown.version);

  return (
    <div className="sub-log-view">
      <div className="toolbar sub-log__toolbar" role="group" aria-label="Notifications controls">
        <p role="status" aria-label="Notification count" className="sub-log__count">
          {count.format(total)} {total === 1 ? 'notification' : 'notifications'}
          {frozen !== undefined && ` · paused, ${count.format(total - frozen.total)} new`}
        </p>
        <button type="button" className="button button--small" onClick={() => setFrozen(frozen === undefined ? { window: log, total } : undefined)}>
          {frozen === undefined ? 'Pause' : 'Resume'}
        </button>
        {!follow.following && shown.size > 0 && (
          <button type="button" className="button button--small" onClick={follow.jumpToNewest}>
            Jump to newest
          </button>
        )}
        <LimitField label="Notifications kept" setting={NOTIFICATIONS_KEPT} limit={limit} step={100} onLimit={onLimit} />
      </div>
      {dropped > 0 && (
        <p className="note">
          {count.format(dropped)} older {dropped === 1 ? 'notification' : 'notifications'} dropped (the log keeps the newest {count.format(limit)}).
        </p>
      )}
      {/* Focusable, so the keyboard can scroll the log even when no row holds a button. */}
      <div role="log" aria-label="Notifications" className="sub-log" ref={scrollRef} onScroll={follow.onScroll} tabIndex={0}>
        {shown.size === 0 && <p className="note">No notifications yet.</p>}
        <ol style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const entry = shown.at(item.index);
            return entry === undefined ? null : <NotificationRow key={item.key} entry={entry} onShowCache={onShowCache} top={item.start} height={ROW_HEIGHT} />;
          })}
        </ol>
      </div>
    </div>
  );
}
