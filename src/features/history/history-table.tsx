import { outcomeStatus, type HistoryCall } from '../../recording/history/types';
import { argumentsSummary, formatDuration, formatTime } from './format';

interface HistoryTableProps {
  calls: readonly HistoryCall[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  /** Undefined while nothing can be sent (not connected). */
  onRerun: ((call: HistoryCall) => void) | undefined;
  running: ReadonlySet<string>;
  /** Names each call's server in a Server column, while several servers' calls are on show. */
  serverName?: ((call: HistoryCall) => string) | undefined;
}

/** The calls, newest first, numbered in the order they were made (ui-contract.md: table `History`). */
export function HistoryTable({ calls, selected, onToggle, onRerun, running, serverName }: HistoryTableProps) {
  const rows = calls.map((call, index) => ({ call, number: index + 1 })).reverse();
  return (
    <div className="history-table__scroll">
      <table className="history-table" aria-label="History">
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Select</span>
            </th>
            <th scope="col">#</th>
            {serverName !== undefined && <th scope="col">Server</th>}
            <th scope="col">Method</th>
            <th scope="col">Target</th>
            <th scope="col">Arguments</th>
            <th scope="col">Status</th>
            <th scope="col">Duration</th>
            <th scope="col">Time</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ call, number }) => {
            const status = outcomeStatus(call.result, call.error);
            return (
              <tr key={call.id} className={selected.has(call.id) ? 'history-table__row--selected' : undefined}>
                <td>
                  <input type="checkbox" aria-label={`Select call ${number}`} checked={selected.has(call.id)} onChange={() => onToggle(call.id)} />
                </td>
                <td className="num">{number}</td>
                {serverName !== undefined && <td>{serverName(call)}</td>}
                <td className="mono">{call.method}</td>
                <td className="mono history-table__target">{call.target}</td>
                <td className="mono history-table__args">{argumentsSummary(call)}</td>
                <td>
                  <span className={`history-status history-status--${status}`} title={call.error?.message}>
                    {status === 'error' && call.error?.code !== undefined ? `error ${call.error.code}` : status}
                  </span>
                </td>
                <td className="num">{formatDuration(call.durationMs)}</td>
                <td className="num">{formatTime(call.startedAt)}</td>
                <td>
                  <button type="button" className="button button--small" disabled={onRerun === undefined || running.has(call.id)} onClick={() => onRerun?.(call)}>
                    Re-run
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
