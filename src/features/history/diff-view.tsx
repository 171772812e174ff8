import type { CallDiff, DiffChange, LineRow } from '../../recording/history/diff-model';
import type { HistoryCall } from '../../recording/history/types';
import { formatTime } from './format';

interface Side {
  number: number;
  call: HistoryCall;
}

function label({ number, call }: Side): string {
  return `#${number} ${call.method} ${call.target} (${formatTime(call.startedAt)})`;
}

/** A path breaks before each member or index, never inside a name (`result.<wbr>content<wbr>[0]`). */
function BreakablePath({ path }: { path: string }) {
  const parts = path.split(/(?=[.[])/);
  return (
    <>
      {parts.map((part, i) => (
        <span key={i}>
          {i > 0 && <wbr />}
          {part}
        </span>
      ))}
    </>
  );
}

function Lines({ rows }: { rows: readonly LineRow[] }) {
  return (
    <div className="history-lines">
      {rows.map((row, i) => (
        <div className="history-lines__row" key={i}>
          <LineCell line={row.left} kind="removed" />
          <LineCell line={row.right} kind="added" />
        </div>
      ))}
    </div>
  );
}

function LineCell({ line, kind }: { line: LineRow['left']; kind: 'removed' | 'added' }) {
  if (line === undefined) return <span className="history-lines__cell history-lines__cell--empty" />;
  if (!line.changed) return <span className="history-lines__cell">{line.text}</span>;
  const Mark = kind === 'removed' ? 'del' : 'ins';
  return (
    <Mark className={`history-lines__cell history-lines__cell--${kind}`}>
      <span aria-hidden="true">{kind === 'removed' ? '− ' : '+ '}</span>
      {line.text}
    </Mark>
  );
}

function ChangeRow({ change }: { change: DiffChange }) {
  return (
    <tr>
      <th scope="row" className="mono history-diff__path">
        <BreakablePath path={change.path} />
        <span className="history-diff__kind"> {change.kind}</span>
      </th>
      {change.lines === undefined ? (
        <>
          <td className="mono history-diff__value">{change.before === undefined ? '—' : <del>{change.before}</del>}</td>
          <td className="mono history-diff__value">{change.after === undefined ? '—' : <ins>{change.after}</ins>}</td>
        </>
      ) : (
        <td colSpan={2} className="mono history-diff__value">
          <Lines rows={change.lines} />
        </td>
      )}
    </tr>
  );
}

/** Region `Diff` (ui-contract.md): two calls' outcomes side by side, changed text by line. */
export function DiffView({ a, b, diff, onClose }: { a: Side; b: Side; diff: CallDiff; onClose: () => void }) {
  return (
    <section className="history-diff" role="region" aria-label="Diff">
      <header className="history-diff__head">
        <h3>Diff</h3>
        <button type="button" className="button button--small button--ghost" onClick={onClose}>
          Close diff
        </button>
      </header>
      <p className="history-diff__sides">
        <span>A: {label(a)}</span>
        <span>B: {label(b)}</span>
      </p>
      <p role="status">{diff.same ? 'The results are the same.' : `${diff.changes.length} ${diff.changes.length === 1 ? 'difference' : 'differences'}`}</p>
      {!diff.same && (
        <table className="history-table history-diff__table" aria-label="Differences">
          <thead>
            <tr>
              <th scope="col">Path</th>
              <th scope="col">A (#{a.number})</th>
              <th scope="col">B (#{b.number})</th>
            </tr>
          </thead>
          <tbody>
            {diff.changes.map((change) => (
              <ChangeRow key={change.path} change={change} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
