import type { CheckResult, CheckStatus } from '../../protocol/conformance';

interface ChecksTableProps {
  results: readonly CheckResult[];
  /** Disables the per-row re-run while anything runs. */
  busy: boolean;
  rerunning: string | undefined;
  onRerun: (id: string) => void;
  onShowExchange: (exchangeId: number) => void;
}

const STATUS_CLASS: Record<CheckStatus, string> = {
  pass: 'qa-status qa-status--pass',
  fail: 'qa-status qa-status--fail',
  warn: 'qa-status qa-status--warn',
  'n/a': 'qa-status qa-status--na',
};

/** One row per check: id, status (pass / fail / warn / n/a), what it found, evidence links, re-run. */
export function ChecksTable({ results, busy, rerunning, onRerun, onShowExchange }: ChecksTableProps) {
  return (
    <table className="qa-table" aria-label="Checks">
      <thead>
        <tr>
          <th scope="col">Check</th>
          <th scope="col">Status</th>
          <th scope="col">Severity</th>
          <th scope="col">Spec</th>
          <th scope="col">Details</th>
          <th scope="col">Evidence</th>
          <th scope="col" aria-label="Actions" />
        </tr>
      </thead>
      <tbody>
        {results.map((result) => (
          <tr key={result.id}>
            <th scope="row" className="qa-table__id">
              <code>{result.id}</code>
              <div className="qa-table__title">{result.title}</div>
            </th>
            <td>
              <span className={STATUS_CLASS[result.status]}>{rerunning === result.id ? 'running…' : result.status}</span>
            </td>
            <td>{result.severity}</td>
            <td className="qa-table__spec">{result.spec}</td>
            <td className="qa-table__message">{result.message}</td>
            <td className="qa-table__evidence">
              {result.evidence.map((id) => (
                <button key={id} type="button" className="link-button" aria-label={`Show exchange ${id}`} onClick={() => onShowExchange(id)}>
                  #{id}
                </button>
              ))}
            </td>
            <td>
              <button type="button" className="button button--small" aria-label={`Re-run ${result.id}`} disabled={busy} onClick={() => onRerun(result.id)}>
                Re-run
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
