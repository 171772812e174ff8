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

export function SseEventList({ events }: { events: readonly SseEvent[] }) {
  if (events.length === 0) return null;
  return (
    <section>
      <h4 className="subheading">SSE events ({events.length})</h4>
      <ol className="event-list" aria-label="SSE events">
        {events.map((event, index) => (
          <li key={index}>
            <span className="mono muted">{formatTime(event.at)}</span>{' '}
            {event.event !== undefined && <span className="chip">{event.event}</span>}{' '}
            {event.id !== undefined && <span className="muted">id {event.id}</span>}
            <pre className="json">{prettyBody(event.data)}</pre>
          </li>
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

export function FrameList({ frames }: { frames: readonly RpcFrame[] }) {
  if (frames.length === 0) return <p className="note">No JSON-RPC frames were correlated with this exchange.</p>;
  return (
    <ol className="event-list" aria-label="JSON-RPC frames">
      {frames.map((frame) => (
        <li key={frame.id}>
          <details>
            <summary>
              <span className="mono muted">{formatTime(frame.at)}</span> {frameTitle(frame)}
            </summary>
            <pre className="json">{JSON.stringify(frame.message, null, 2)}</pre>
          </details>
        </li>
      ))}
    </ol>
  );
}
