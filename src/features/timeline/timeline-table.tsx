import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useRef, type KeyboardEvent } from 'react';
import type { Indexed, TimelineEvent } from '../../recording/timeline';
import { clockTime, durationText, offsetTime } from './format';

const ROW_HEIGHT = 22;

interface RowProps {
  event: TimelineEvent;
  origin: number;
  now: number;
  selected: boolean;
  onSelect: (event: TimelineEvent) => void;
  serverName: ((event: TimelineEvent) => string) | undefined;
}

const EventRow = memo(function EventRow({ event, origin, now, selected, onSelect, serverName }: RowProps) {
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onSelect(event);
    }
  };
  return (
    <tr tabIndex={0} aria-current={selected ? 'true' : undefined} className={selected ? 'is-selected' : undefined} onClick={() => onSelect(event)} onKeyDown={onKeyDown}>
      {serverName !== undefined && <td className="timeline-table__server">{serverName(event)}</td>}
      <td className={`timeline-lane timeline-lane--${event.lane}`}>{event.lane}</td>
      <td className="mono" title={clockTime(event.start)}>
        {offsetTime(event.start, origin)}
      </td>
      <td className="mono timeline-table__label" title={event.label}>
        {event.label}
      </td>
      <td className="num">{durationText(event, now)}</td>
    </tr>
  );
});

interface TimelineTableProps {
  events: Indexed<TimelineEvent>;
  origin: number;
  now: number;
  selectedId: string | undefined;
  /** Where the selected event is in `events`, or -1. */
  selectedIndex: number;
  onSelect: (event: TimelineEvent) => void;
  /** Names each event's server in a Server column, while several servers are on show. */
  serverName?: ((event: TimelineEvent) => string) | undefined;
}

/**
 * Every event as a row (ui-contract.md: table `Timeline events`: lane, time, label), in time
 * order. Virtualised like the Traffic table: only the rows in sight are in the DOM.
 */
export function TimelineTable({ events, origin, now, selectedId, selectedIndex, onSelect, serverName }: TimelineTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: events.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (index) => events.at(index)?.id ?? index,
    overscan: 10,
    initialRect: { width: 800, height: 320 },
  });
  useEffect(() => {
    if (selectedIndex >= 0) virtualizer.scrollToIndex(selectedIndex, { align: 'auto' });
  }, [selectedIndex, virtualizer]);
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    <div className="timeline-table__scroll" ref={scrollRef}>
      <table className={serverName === undefined ? 'timeline-table' : 'timeline-table timeline-table--servers'} aria-label="Timeline events">
        <thead>
          <tr>
            {serverName !== undefined && <th scope="col">Server</th>}
            <th scope="col">Lane</th>
            <th scope="col">Time</th>
            <th scope="col">Label</th>
            <th scope="col">Duration</th>
          </tr>
        </thead>
        <tbody>
          {before > 0 && <tr aria-hidden="true" className="timeline-table__spacer" style={{ height: before }} />}
          {items.map((item) => {
            const event = events.at(item.index);
            return event === undefined ? null : <EventRow key={item.key} event={event} origin={origin} now={now} selected={event.id === selectedId} onSelect={onSelect} serverName={serverName} />;
          })}
          {after > 0 && <tr aria-hidden="true" className="timeline-table__spacer" style={{ height: after }} />}
        </tbody>
      </table>
    </div>
  );
}
