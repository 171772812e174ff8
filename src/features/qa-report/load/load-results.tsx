import { TRANSPORT_NAMES, rowLabel, type LoadReport } from '../../../qa/load';

const ms = (value: number | null): string => (value === null ? '–' : String(value));

function gateParts(report: LoadReport): string[] {
  return [
    ...(report.gates.p95MaxMs === undefined ? [] : [`p95 ≤ ${report.gates.p95MaxMs} ms`]),
    ...(report.gates.errorRateMax === undefined ? [] : [`error rate ≤ ${report.gates.errorRateMax}`]),
  ];
}

/** The limits the user set, as pass or fail with each broken one in words (bench's exit code, shown). */
function GateVerdict({ report }: { report: LoadReport }) {
  const gates = gateParts(report);
  if (gates.length === 0) return null;
  const passed = report.failures.length === 0;
  return (
    <div className={`qa-load__verdict qa-load__verdict--${passed ? 'pass' : 'fail'}`} role="status">
      <strong>{passed ? 'Pass' : 'Fail'}</strong>: {gates.join(' and ')}
      {!passed && (
        <ul>
          {report.failures.map((failure) => (
            <li key={failure}>{failure}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * Per method and target, the numbers of bench's report (the same rows from the same engine):
 * count, errors, cancelled, throughput and p50/p95/p99. It is also the charts' text alternative.
 */
export function LoadResults({ report }: { report: LoadReport }) {
  const errors = report.rows.filter((row) => row.firstError !== undefined);
  return (
    <div className="qa-load__results">
      <p className="note">
        {TRANSPORT_NAMES[report.transport]}, protocol {report.protocolVersion}: {report.concurrency} concurrent requests for {(report.durationMs / 1000).toFixed(1)} s. Latencies
        cover every answered request, errors included; requests in flight at the end were cancelled and are not counted.
      </p>
      <GateVerdict report={report} />
      <table className="qa-table qa-load__table" aria-label="Load results">
        <thead>
          <tr>
            <th scope="col">Method and target</th>
            <th scope="col">Count</th>
            <th scope="col">Errors</th>
            <th scope="col">Cancelled</th>
            <th scope="col">Per second</th>
            <th scope="col">p50 ms</th>
            <th scope="col">p95 ms</th>
            <th scope="col">p99 ms</th>
          </tr>
        </thead>
        <tbody>
          {report.rows.map((row, index) => (
            <tr key={`${rowLabel(row)}-${index}`}>
              <th scope="row" className="mono">
                {rowLabel(row)}
              </th>
              <td>{row.count}</td>
              <td>{row.errors}</td>
              <td>{row.cancelled}</td>
              <td>{row.perSecond}</td>
              <td>{ms(row.p50Ms)}</td>
              <td>{ms(row.p95Ms)}</td>
              <td>{ms(row.p99Ms)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {errors.length > 0 && (
        <ul className="qa-load__errors" aria-label="Load errors">
          {errors.map((row) => (
            <li key={rowLabel(row)}>
              <code>{rowLabel(row)}</code>: {row.firstError}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
