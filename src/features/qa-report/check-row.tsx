import { specUrl, type CheckResult, type CheckStatus } from '../../qa/conformance';
import type { RunChange } from './run-history';

export const STATUS_CLASS: Record<CheckStatus, string> = {
  pass: 'qa-status qa-status--pass',
  fail: 'qa-status qa-status--fail',
  warn: 'qa-status qa-status--warn',
  'n/a': 'qa-status qa-status--na',
};

/** Evidence links shown in the row itself; the expanded row lists them all. */
const ROW_EVIDENCE = 3;

/** Columns of the Checks table; the detail row spans them all. */
export const CHECK_COLUMNS = 6;

export interface CheckRowProps {
  result: CheckResult;
  expanded: boolean;
  change: RunChange | undefined;
  busy: boolean;
  rerunning: boolean;
  onToggle: () => void;
  onRerun: () => void;
  onShowExchange: (exchangeId: number) => void;
}

function Detail({ result, onShowExchange }: Pick<CheckRowProps, 'result' | 'onShowExchange'>) {
  const href = specUrl(result.spec);
  return (
    <dl className="qa-detail__list">
      <dt>Details</dt>
      <dd className="qa-detail__message">{result.message}</dd>
      <dt>Check</dt>
      <dd>{result.title}</dd>
      <dt>Specification</dt>
      <dd>
        {href === undefined ? (
          result.spec
        ) : (
          <a href={href} target="_blank" rel="noopener noreferrer">
            {result.spec}
          </a>
        )}
      </dd>
      <dt>Evidence</dt>
      <dd>
        {result.evidence.length === 0
          ? 'No exchange: the check decided from what earlier requests showed, or did not apply.'
          : result.evidence.map((id) => (
              <button key={id} type="button" className="link-button qa-detail__exchange" onClick={() => onShowExchange(id)}>
                Open exchange {id} in Traffic
              </button>
            ))}
      </dd>
      <dt>Duration</dt>
      <dd>{result.durationMs} ms</dd>
    </dl>
  );
}

/**
 * One check: a row (id, status, severity, the first line of what it found, evidence, re-run)
 * and, below it, its detail row (full message, spec link, evidence in Traffic) while expanded.
 */
export function CheckRow({ result, expanded, change, busy, rerunning, onToggle, onRerun, onShowExchange }: CheckRowProps) {
  const detailId = `qa-detail-${result.id}`;
  return (
    <>
      <tr className={`qa-row qa-row--${result.status === 'n/a' ? 'na' : result.status}`}>
        <th scope="row" className="qa-table__id">
          <button type="button" className="qa-row__toggle" aria-expanded={expanded} aria-controls={detailId} onClick={onToggle}>
            <span className="qa-row__chevron" aria-hidden="true">
              {expanded ? '▾' : '▸'}
            </span>
            <code className="qa-row__id">{result.id}</code>{' '}
            <span className="qa-table__title">{result.title}</span>
          </button>
          {change !== undefined && <span className={change === 'fixed' ? 'qa-change qa-change--fixed' : 'qa-change qa-change--new'}>{change}</span>}
        </th>
        <td>
          <span className={STATUS_CLASS[result.status]}>{rerunning ? 'running…' : result.status}</span>
        </td>
        <td>{result.severity}</td>
        <td className="qa-table__message">
          <span className="qa-table__clip" title={result.message}>
            {result.message}
          </span>
        </td>
        <td className="qa-table__evidence">
          {result.evidence.slice(0, ROW_EVIDENCE).map((id) => (
            <button key={id} type="button" className="link-button" aria-label={`Show exchange ${id}`} onClick={() => onShowExchange(id)}>
              #{id}
            </button>
          ))}
          {result.evidence.length > ROW_EVIDENCE && <span className="muted"> +{result.evidence.length - ROW_EVIDENCE}</span>}
        </td>
        <td>
          <button type="button" className="button button--small" aria-label={`Re-run ${result.id}`} disabled={busy} onClick={onRerun}>
            Re-run
          </button>
        </td>
      </tr>
      <tr id={detailId} className="qa-detail" hidden={!expanded}>
        <td colSpan={CHECK_COLUMNS}>{expanded && <Detail result={result} onShowExchange={onShowExchange} />}</td>
      </tr>
    </>
  );
}
