import type { CheckStatus, ConformanceReport } from '../../../qa/conformance';
import { compareVerdicts, summaryLine } from './verdicts';

function Verdict({ status }: { status: CheckStatus | undefined }) {
  if (status === undefined) return <span className="muted">not run</span>;
  return <span className={`server-compare__verdict server-compare__verdict--${status === 'n/a' ? 'na' : status}`}>{status}</span>;
}

interface QaVerdictsProps {
  from: { name: string; report: ConformanceReport };
  to: { name: string; report: ConformanceReport };
}

/** The two QA reports side by side: each run's summary, then one row per check, those whose verdicts differ first and marked. */
export function QaVerdicts({ from, to }: QaVerdictsProps) {
  const rows = compareVerdicts(from.report.results, to.report.results);
  const differing = rows.filter((r) => r.differs).length;
  return (
    <section className="server-compare__qa" aria-label="QA reports">
      <h3 className="server-compare__title">QA reports</h3>
      <dl className="server-compare__summaries">
        <dt>{from.name}</dt>
        <dd>{summaryLine(from.report.summary)}</dd>
        <dt>{to.name}</dt>
        <dd>{summaryLine(to.report.summary)}</dd>
      </dl>
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
    </section>
  );
}
