import type { CheckStatus, ConformanceReport } from '../../../qa/conformance';
import { compareVerdicts, runTime, summaryLine } from './verdicts';

function Verdict({ status }: { status: CheckStatus | undefined }) {
  if (status === undefined) return <span className="muted">not run</span>;
  return <span className={`server-compare__verdict server-compare__verdict--${status === 'n/a' ? 'na' : status}`}>{status}</span>;
}

/** One side of the comparison: its server's name and its last QA report in this tab, if any. */
export interface QaSide {
  name: string;
  report: ConformanceReport | undefined;
}

interface QaVerdictsProps {
  from: QaSide;
  to: QaSide;
  /** A run is going: Run again waits for it. */
  busy: boolean;
  onRunAgain: (side: 'from' | 'to') => void;
}

/** A side's run: when it started (it may come from the QA panel minutes ago), its summary, and Run again. */
function SideRun({ side, busy, onRunAgain }: { side: QaSide; busy: boolean; onRunAgain: () => void }) {
  return (
    <>
      <dt>{side.name}</dt>
      <dd>
        {side.report === undefined ? (
          <span className="muted">Not run yet</span>
        ) : (
          <>
            QA run at {runTime(side.report.startedAt)}: {summaryLine(side.report.summary)}{' '}
            <button type="button" className="button button--small" disabled={busy} aria-label={`Run again on ${side.name}`} onClick={onRunAgain}>
              Run again
            </button>
          </>
        )}
      </dd>
    </>
  );
}

/** The verdicts table, once both sides have a report: those whose verdicts differ first and marked. */
function VerdictsTable({ from, to }: { from: { name: string; report: ConformanceReport }; to: { name: string; report: ConformanceReport } }) {
  const rows = compareVerdicts(from.report.results, to.report.results);
  const differing = rows.filter((r) => r.differs).length;
  return (
    <>
      <p>{differing === 0 ? 'Every check has the same verdict on both.' : `${differing} ${differing === 1 ? 'check differs' : 'checks differ'}.`}</p>
      <div className="server-compare__scroll" tabIndex={0} role="group" aria-label="Verdicts table">
        <table className="server-compare__table" aria-label="Verdicts">
          <thead>
            <tr>
              <th scope="col">check</th>
              <th scope="col">{from.name}</th>
              <th scope="col">{to.name}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className={row.differs ? 'server-compare__differs' : undefined}>
                <th scope="row" className="server-compare__check">
                  {row.differs && <span className="server-compare__mark">differs</span>} <code>{row.id}</code>
                  <span className="muted"> {row.title}</span>
                </th>
                <td>
                  <Verdict status={row.from} />
                </td>
                <td>
                  <Verdict status={row.to} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/**
 * The two servers' QA reports side by side: each side's last run in this tab with its time, then,
 * once both have one, one row per check.
 */
export function QaVerdicts({ from, to, busy, onRunAgain }: QaVerdictsProps) {
  return (
    <section className="server-compare__qa" aria-label="QA reports">
      <h3 className="server-compare__title">QA reports</h3>
      <dl className="server-compare__summaries">
        <SideRun side={from} busy={busy} onRunAgain={() => onRunAgain('from')} />
        <SideRun side={to} busy={busy} onRunAgain={() => onRunAgain('to')} />
      </dl>
      {from.report !== undefined && to.report !== undefined && <VerdictsTable from={{ name: from.name, report: from.report }} to={{ name: to.name, report: to.report }} />}
    </section>
  );
}
