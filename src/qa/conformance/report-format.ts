import { orderResults } from './report-order';
import { requirementsToMarkdown } from './requirements/format';
import type { CheckResult, CheckStatus, ConformanceReport, EvidenceExchange } from './types';

const ICON: Record<CheckStatus, string> = { pass: '✅ pass', fail: '❌ fail', warn: '⚠️ warn', 'n/a': '➖ n/a' };

/** Markdown table cells must not break the table. */
function cell(text: string): string {
  return text.replaceAll('|', '\\|').replaceAll(/\r?\n/g, ' ');
}

function row(result: CheckResult): string {
  const evidence = result.evidence.length === 0 ? '' : result.evidence.map((id) => `#${id}`).join(' ');
  return `| ${cell(result.id)} | ${ICON[result.status]} | ${severityLabel(result)} | ${cell(result.spec)} | ${cell(result.message)} | ${evidence} |`;
}

/** `HTTP 404`, or why no response came; shared by the Markdown and JUnit evidence. */
/** `warning (best practice)` for a check the spec does not require; the bare severity otherwise. */
export function severityLabel(result: Pick<CheckResult, 'severity' | 'keyword'>): string {
  return result.keyword === 'best-practice' ? `${result.severity} (best practice)` : result.severity;
}

export function evidenceStatus(exchange: EvidenceExchange): string {
  return exchange.status === undefined ? `no response${exchange.error === undefined ? '' : `: ${exchange.error}`}` : `HTTP ${exchange.status}`;
}

/** `#N` of a result resolves here: request line, status and trimmed body of each cited exchange. */
export function evidenceLine(exchange: EvidenceExchange): string {
  const what = exchange.rpcMethod === undefined ? '' : ` (${exchange.rpcMethod})`;
  const status = evidenceStatus(exchange);
  const body = exchange.body === undefined || exchange.body === '' ? '' : ` — \`${exchange.body.replaceAll('`', "'").replaceAll(/\r?\n/g, ' ')}\``;
  return `- **#${exchange.id}** \`${exchange.request}\`${what} → ${status}${body}`;
}

function evidenceSection(report: ConformanceReport): string[] {
  const exchanges = report.exchanges ?? [];
  return exchanges.length === 0 ? [] : ['## Evidence', '', ...exchanges.map(evidenceLine), ''];
}

/** The report as Markdown, for CI logs, pull requests and the panel's export; rows in report order (fail first). */
export function reportToMarkdown(report: ConformanceReport): string {
  const { summary } = report;
  return [
    `# MCP conformance report`,
    '',
    `- Server: ${report.url}`,
    `- Era: ${report.era} (${report.protocolVersion})`,
    `- Run in: ${report.environment}, ${report.startedAt}, ${report.durationMs} ms`,
    `- Result: ${summary.pass} pass, ${summary.fail} fail, ${summary.warn} warn, ${summary['n/a']} n/a`,
    '',
    '| Check | Status | Severity | Spec | Details | Evidence (exchange) |',
    '|---|---|---|---|---|---|',
    ...orderResults(report.results).map(row),
    '',
    ...(report.requirements === undefined ? [] : requirementsToMarkdown(report.requirements)),
    ...evidenceSection(report),
  ].join('\n');
}

/** The report as JSON, results in report order (fail first) like every other format. */
export function reportToJson(report: ConformanceReport): string {
  return `${JSON.stringify({ ...report, results: orderResults(report.results) }, null, 2)}\n`;
}

/** Whether a report should fail a CI run: any `fail`, and with `failOn: 'warning'` any `warn` too. */
export function reportFails(report: ConformanceReport, failOn: 'error' | 'warning' = 'error'): boolean {
  return report.summary.fail > 0 || (failOn === 'warning' && report.summary.warn > 0);
}
