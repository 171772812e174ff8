import { STATUS_ORDER, summarizeByArea, type CheckResult, type CheckStatus } from '../../qa/conformance';
import { STATUS_CLASS } from './check-row';
import type { RunChange, SavedRun } from './run-history';

interface QaSummaryProps {
  results: readonly CheckResult[];
  summary: Record<CheckStatus, number>;
  previous: SavedRun | undefined;
  changes: ReadonlyMap<string, RunChange>;
}

function idsWith(changes: ReadonlyMap<string, RunChange>, change: RunChange): string[] {
  return [...changes].flatMap(([id, c]) => (c === change ? [id] : []));
}

function Comparison({ previous, changes }: Pick<QaSummaryProps, 'previous' | 'changes'>) {
  if (previous === undefined) return <p className="qa-summary__compare muted">First run against this server in this browser: nothing to compare with.</p>;
  const added = idsWith(changes, 'new failure');
  const fixed = idsWith(changes, 'fixed');
  const when = new Date(previous.startedAt).toLocaleString('en-GB');
  return (
    <p className="qa-summary__compare" aria-label="Compared with the previous run">
      Since the run of {when}: {added.length === 0 ? 'no new failures' : `${added.length} new failure${added.length === 1 ? '' : 's'} (${added.join(', ')})`};{' '}
      {fixed.length === 0 ? 'nothing fixed' : `${fixed.length} fixed (${fixed.join(', ')})`}.
    </p>
  );
}

/** The report's head: counts per status, counts per area, and what changed since the previous run. */
export function QaSummary({ results, summary, previous, changes }: QaSummaryProps) {
  const areas = summarizeByArea(results);
  return (
    <section className="qa-summary" aria-label="Summary">
      <ul className="qa-summary__totals" aria-label="Checks by status">
        {STATUS_ORDER.map((status) => (
          <li key={status} className="qa-summary__total">
            <span className="qa-summary__count">{summary[status]}</span> <span className={STATUS_CLASS[status]}>{status}</span>
          </li>
        ))}
      </ul>
      <ul className="qa-summary__areas" aria-label="Checks by area">
        {areas.map(({ area, counts }) => (
          <li key={area} className="qa-summary__area">
            <span className="qa-summary__area-name">{area}</span>
            {STATUS_ORDER.filter((status) => counts[status] > 0).map((status) => (
              <span key={status} className={STATUS_CLASS[status]}>
                {counts[status]} {status}
              </span>
            ))}
          </li>
        ))}
      </ul>
      <Comparison previous={previous} changes={changes} />
    </section>
  );
}
