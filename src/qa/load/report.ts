import { rowLabel } from './stats';
import { TRANSPORT_NAMES, type LoadReport, type LoadRow } from './types';

const ms = (value: number | null): string => (value === null ? '–' : String(value));

/** A table cell: untrusted server text (a resource URI, an error) must not break the table. */
const cell = (text: string): string => text.replace(/[\r\n]+/g, ' ').replace(/\|/g, '\\|').replace(/`/g, "'");

function tableRow(row: LoadRow): string {
  return `| ${cell(rowLabel(row))} | ${row.count} | ${row.errors} | ${row.cancelled} | ${row.perSecond} | ${ms(row.p50Ms)} | ${ms(row.p95Ms)} | ${ms(row.p99Ms)} |`;
}

function gateText(report: LoadReport): string | undefined {
  const parts = [
    ...(report.gates.p95MaxMs === undefined ? [] : [`p95 ≤ ${report.gates.p95MaxMs} ms`]),
    ...(report.gates.errorRateMax === undefined ? [] : [`error rate ≤ ${report.gates.errorRateMax}`]),
  ];
  return parts.length === 0 ? undefined : parts.join(' and ');
}

/** The report as Markdown: what was run, the table, then the errors seen and the gates broken. */
export function loadReportToMarkdown(report: LoadReport): string {
  const lines = [
    `# Load profile of ${cell(report.url)}`,
    '',
    `Transport: ${TRANSPORT_NAMES[report.transport]}, protocol ${report.protocolVersion}. ${report.concurrency} concurrent requests for ${(report.durationMs / 1000).toFixed(1)} s.`,
    '',
    '| method | count | errors | cancelled | per second | p50 ms | p95 ms | p99 ms |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...report.rows.map(tableRow),
    '',
    'Latencies cover every answered request, errors included; requests in flight at the end were cancelled and are not counted.',
  ];
  const errors = report.rows.filter((row) => row.firstError !== undefined);
  if (errors.length > 0) lines.push('', '## Errors', '', ...errors.map((row) => `- ${cell(rowLabel(row))}: ${cell(row.firstError ?? '')}`));
  const gates = gateText(report);
  if (report.failures.length > 0) lines.push('', '## Gates broken', '', ...report.failures.map((f) => `- ${cell(f)}`));
  else if (gates !== undefined) lines.push('', `Every row held ${gates}.`);
  return `${lines.join('\n')}\n`;
}

export function loadReportToJson(report: LoadReport): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}
