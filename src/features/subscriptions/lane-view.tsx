import { ErrorAlert } from '../../components/error-alert';
import { refusedParts, type EndCause, type SubscriptionFilter } from '../../protocol';
import type { Lane } from './lanes-store';
import { LIST_CHANGED_FLAGS } from './filter-composer';
import { LaneRate } from './lane-rate';

const END_TEXT: Record<EndCause, string> = {
  local: 'Closed here.',
  graceful: 'The server ended it gracefully (empty subscriptions/listen result).',
  cancelled: 'The server cancelled it (notifications/cancelled).',
  dropped: 'The stream dropped unexpectedly.',
};

function filterParts(filter: SubscriptionFilter): string[] {
  return [...LIST_CHANGED_FLAGS.filter((flag) => filter[flag] === true), ...(filter.resourceSubscriptions ?? [])];
}

function FilterList({ label, parts, refused }: { label: string; parts: readonly string[]; refused: ReadonlySet<string> }) {
  return (
    <div className="sub-lane__filter">
      <span className="sub-lane__label">{label}</span>
      {parts.length === 0 ? (
        <span className="note">nothing</span>
      ) : (
        <ul aria-label={label}>
          {parts.map((part) => (
            <li key={part} className={refused.has(part) ? 'mono sub-lane__refused' : 'mono'}>
              {part}
              {refused.has(part) && ' (refused)'}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

interface LaneViewProps {
  lane: Lane;
  rateAt: (now: number) => number;
  received: number;
  onClose: () => void;
  onShowExchange: (exchangeId: number) => void;
}

/** One subscription lane: ids, requested vs acknowledged filter, how it ended, re-listen progress. */
export function LaneView({ lane, rateAt, received, onClose, onShowExchange }: LaneViewProps) {
  const refused = new Set(lane.honored === undefined ? [] : refusedParts(lane.requested, lane.honored));
  const title = lane.subscriptionId ?? `lane ${lane.key} (opening)`;
  return (
    <section className={`sub-lane sub-lane--${lane.state}`} aria-label={`Subscription ${title}`}>
      <header className="sub-lane__head">
        <span className="mono">{title}</span>
        <span className="chip">{lane.mode === 'legacy' ? 'resources/subscribe (2025)' : 'subscriptions/listen'}</span>
        <span className="sub-lane__state">{lane.state}</span>
        <LaneRate rateAt={rateAt} received={received} live={lane.state !== 'ended'} />
        {lane.state !== 'ended' && (
          <button type="button" className="button button--small" onClick={onClose}>
            Close
          </button>
        )}
      </header>
      {lane.previousIds.length > 0 && <p className="note">Earlier ids: {lane.previousIds.join(', ')}</p>}
      <div className="sub-lane__filters">
        <FilterList label="Requested" parts={filterParts(lane.requested)} refused={refused} />
        {lane.honored !== undefined && <FilterList label="Acknowledged" parts={filterParts(lane.honored)} refused={new Set()} />}
      </div>
      {lane.end !== undefined && <p className="sub-lane__end">{END_TEXT[lane.end.cause]}</p>}
      {lane.state === 'retrying' && lane.retry !== undefined && (
        <p role="status" className="sub-lane__retry">
          Re-listening with a new id at {new Date(lane.retry.dueAt).toISOString().slice(11, 19)} (attempt {lane.retry.attempt}, backoff {lane.retry.delayMs} ms)
        </p>
      )}
      {lane.lastStreamEnd !== undefined && (
        <p role="status" className="sub-lane__retry">
          The GET stream carrying notifications ended at {new Date(lane.lastStreamEnd.at).toISOString().slice(11, 19)} ({lane.lastStreamEnd.reason}
          {lane.streamEnds > 1 ? `; ${lane.streamEnds} times so far` : ''}). The SDK reopens it; updates sent in the gap may be lost, so cached
          results were marked stale.{' '}
          <button type="button" className="link-button" onClick={() => onShowExchange(lane.lastStreamEnd?.exchangeId ?? 0)}>
            Show stream
          </button>
        </p>
      )}
      {lane.error !== undefined && <ErrorAlert error={lane.error} onShowExchange={onShowExchange} />}
    </section>
  );
}
