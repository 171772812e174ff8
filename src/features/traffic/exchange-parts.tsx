import { memo, useState } from 'react';
import type { RpcFrame, SseEvent } from '../../protocol/types';
import { formatTime } from './format';
import { prettyBody } from './body-view';

export function HeaderList({ headers, label }: { headers: readonly [string, string][]; label: string }) {
  if (headers.length === 0) return <p className="note">No {label.toLowerCase()}.</p>;
  return (
    <table className="kv" aria-label={label}>
      <tbody>
        {headers.map(([name, value], index) => (
          <tr key={index}>
            <th scope="row">{name}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Entries shown at first and added per "Show earlier": a listen stream may hold a thousand. */
export const DETAIL_PAGE = 100;

const SseEventRow = memo(function SseEventRow({ event }: { event: SseEvent }) {
  return (
    <li>
      <span className="mono muted">{formatTime(event.at)}</span> {event.event !== undefined && <span className="chip">{event.event}</span>}{' '}
      {event.id !== undefined && <span className="muted">id {event.id}</span>}
      <pre className="json">{prettyBody(event.data)}</pre>
    </li>
  );
});

function ShowEarlier({ hidden, onMore, noun }: { hidden: number; onMore: () => void; noun: string }) {
  if (hidden === 0) return null;
  return (
    <button type="button" className="button button--small" onClick={onMore}>
      Show {Math.min(hidden, DETAIL_PAGE)} earlier {noun} ({hidden} hidden)
    </button>
  );
}

/** The newest SSE events of an exchange; rows keep their key as older ones are dropped. */
export function SseEventList({ events, dropped = 0 }: { events: readonly SseEvent[]; dropped?: number | undefined }) {
  const [limit, setLimit] = useState(DETAIL_PAGE);
  if (events.length === 0) return null;
  const from = Math.max(0, events.length - limit);
  return (
    <section>
      <h4 className="subheading">SSE events ({dropped + events.length})</h4>
      {dropped > 0 && <p className="note">{dropped} older SSE events were dropped from the log to bound memory.</p>}
      <ShowEarlier hidden={from} onMore={() => setLimit(limit + DETAIL_PAGE)} noun="events" />
      <ol className="event-list" aria-label="SSE events" start={dropped + from + 1}>
        {events.slice(from).map((event, index) => (
          <SseEventRow key={dropped + from + index} event={event} />
        ))}
      </ol>
    </section>
  );
}

function frameTitle(frame: RpcFrame): string {
  const arrow = frame.direction === 'out' ? '→' : '←';
  const id = frame.rpcId === undefined ? '' : ` #${String(frame.rpcId)}`;
  return `${arrow} ${frame.kind}${frame.method === undefined ? '' : ` ${frame.method}`}${id}`;
}

const FrameRow = memo(function FrameRow({ frame }: { frame: RpcFrame }) {
  return (
    <li>
      <details>
        <summary>
          <span className="mono muted">{formatTime(frame.at)}</span> {frameTitle(frame)}
        </summary>
        <pre className="json">{JSON.stringify(frame.message, null, 2)}</pre>
      </details>
    </li>
  );
});

/** The newest JSON-RPC frames of an exchange, older ones on request. */
export function FrameList({ frames }: { frames: readonly RpcFrame[] }) {
  const [limit, setLimit] = useState(DETAIL_PAGE);
  if (frames.length === 0) return <p className="note">No JSON-RPC frames were correlated with this exchange.</p>;
  const from = Math.max(0, frames.length - limit);
  return (
    <>
      <ShowEarlier hidden={from} onMore={() => setLimit(limit + DETAIL_PAGE)} noun="frames" />
      <ol className="event-list" aria-label="JSON-RPC frames">
        {frames.slice(from).map((frame) => (
          <FrameRow key={frame.id} frame={frame} />
        ))}
      </ol>
    </>
  );
}
