import type { TimelineEvent } from '../../recording/timeline';
import { clockTime, durationText, offsetTime } from './format';

interface EventDetailsProps {
  event: TimelineEvent;
  byId: ReadonlyMap<string, TimelineEvent>;
  origin: number;
  now: number;
  onSelect: (event: TimelineEvent) => void;
  onShowExchange: (exchangeId: number) => void;
  onShowCacheEntry: (cacheKey: string) => void;
  onClose: () => void;
}

const MAX_MARKS = 20;

/** Everything about the selected mark, with the ways out: its exchange, its cache entry, linked events. */
export function EventDetails({ event, byId, origin, now, onSelect, onShowExchange, onShowCacheEntry, onClose }: EventDetailsProps) {
  const links = event.links.map((id) => byId.get(id)).filter((e): e is TimelineEvent => e !== undefined);
  const duration = durationText(event, now);
  return (
    <section className="timeline-details" aria-label="Timeline event details">
      <header className="timeline-details__head">
        <h3>{event.label}</h3>
        <button type="button" className="button button--small" onClick={onClose}>
          Close details
        </button>
      </header>
      <dl className="timeline-details__facts">
        <dt>Lane</dt>
        <dd>{event.lane}</dd>
        <dt>At</dt>
        <dd className="mono">
          {clockTime(event.start)} ({offsetTime(event.start, origin)})
        </dd>
        {duration !== '' && (
          <>
            <dt>Duration</dt>
            <dd>{duration}</dd>
          </>
        )}
        <dt>Status</dt>
        <dd>{event.status}</dd>
      </dl>
      <ul className="timeline-details__lines">
        {event.details.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ul>
      {event.marks.length > 0 && (
        <p className="note">
          Marks: {event.marks.slice(0, MAX_MARKS).map((m) => `${m.label} at ${offsetTime(m.at, origin)}`).join(' · ')}
          {event.marks.length > MAX_MARKS && ` … and ${event.marks.length - MAX_MARKS} more`}
        </p>
      )}
      <div className="timeline-details__actions">
        {event.exchangeId !== undefined && (
          <button type="button" className="button button--small" onClick={() => event.exchangeId !== undefined && onShowExchange(event.exchangeId)}>
            Open exchange #{event.exchangeId} in Traffic
          </button>
        )}
        {event.cacheKey !== undefined && (
          <button type="button" className="button button--small" onClick={() => event.cacheKey !== undefined && onShowCacheEntry(event.cacheKey)}>
            Open entry in Cache
          </button>
        )}
      </div>
      {links.length > 0 && (
        <div>
          <h4>{event.lane === 'notification' ? 'Invalidated' : 'Linked'}</h4>
          <ul className="timeline-details__links" aria-label={event.lane === 'notification' ? 'Invalidated cache entries' : 'Linked events'}>
            {links.map((link) => (
              <li key={link.id}>
                <button type="button" className="link-button" onClick={() => onSelect(link)}>
                  {link.lane === 'cache' && link.cacheKey !== undefined ? link.cacheKey : link.label}
                </button>
                {link.cacheKey !== undefined && (
                  <button type="button" className="button button--small" onClick={() => link.cacheKey !== undefined && onShowCacheEntry(link.cacheKey)}>
                    Open {link.cacheKey} in Cache
                  </button>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
