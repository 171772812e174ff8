import { memo } from 'react';
import type { IndexedList } from '../../lib/buffers/indexed-list';
import type { RpcFrame, SseEvent } from '../../protocol/model/types';
import { formatTime } from './format';
import { prettyBody } from './body-view';
import { VirtualList } from './virtual-list';
import { noun } from '../../lib/plural';

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

interface RowProps {
  index: number;
  measure: (element: Element | null) => void;
}

const SseEventRow = memo(function SseEventRow({ event, index, measure }: RowProps & { event: SseEvent }) {
  return (
    <li ref={measure} data-index={index}>
      <span className="mono muted">{formatTime(event.at)}</span> {event.event !== undefined && <span className="chip">{event.event}</span>}{' '}
      {event.id !== undefined && <span className="muted">id {event.id}</span>}
      <pre className="json">{prettyBody(event.data)}</pre>
    </li>
  );
});

/** The SSE events of an exchange, virtualised (a listen stream keeps a thousand); keys survive drops. */
export function SseEventList({ events, dropped = 0 }: { events: IndexedList<SseEvent>; dropped?: number | undefined }) {
  if (events.size === 0) return null;
  return (
    <section>
      <h4 className="subheading">SSE events ({dropped + events.size})</h4>
      {dropped > 0 && <p className="note">{dropped} older SSE {noun(dropped, 'event was', 'events were')} dropped from the log to bound memory.</p>}
      <VirtualList
        items={events}
        label="SSE events"
        start={dropped + 1}
        keyOf={(index) => dropped + index}
        row={(event, index, measure) => <SseEventRow event={event} index={index} measure={measure} />}
      />
    </section>
  );
}

function frameTitle(frame: RpcFrame): string {
  const arrow = frame.direction === 'out' ? '→' : '←';
  const id = frame.rpcId === undefined ? '' : ` #${String(frame.rpcId)}`;
  return `${arrow} ${frame.kind}${frame.method === undefined ? '' : ` ${frame.method}`}${id}`;
}

const FrameRow = memo(function FrameRow({ frame, index, measure }: RowProps & { frame: RpcFrame }) {
  return (
    <li ref={measure} data-index={index}>
      <details>
        <summary>
          <span className="mono muted">{formatTime(frame.at)}</span> {frameTitle(frame)}
        </summary>
        <pre className="json">{JSON.stringify(frame.message, null, 2)}</pre>
      </details>
    </li>
  );
});

/** The JSON-RPC frames of an exchange, virtualised like its SSE events. */
export function FrameList({ frames }: { frames: IndexedList<RpcFrame> }) {
  if (frames.size === 0) return <p className="note">No JSON-RPC frames were correlated with this exchange.</p>;
  return (
    <VirtualList
      items={frames}
      label="JSON-RPC frames"
      keyOf={(index) => frames.at(index)?.id ?? -index}
      row={(frame, index, measure) => <FrameRow frame={frame} index={index} measure={measure} />}
    />
  );
}
