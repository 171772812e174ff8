import { reproduce, type ReproContext } from './reproduce';
import type { FuzzReport } from './types';

/** The fuzz report as JSON (ui-contract: `{ seed, cases, findings: [{ tool, kind, input, detail }] }`) and Markdown. */
export function fuzzReportToJson(report: FuzzReport, context: ReproContext): string {
  const findings = report.findings.map((finding) => ({ ...finding, reproduce: reproduce(context, finding.tool, finding.input) }));
  return `${JSON.stringify({ seed: report.seed, cases: report.cases, findings, tools: report.tools, notes: report.notes }, null, 2)}\n`;
}

const INPUT_SHOWN = 300;

/** Inline code that survives any text: the fence is longer than any backtick run inside. */
function code(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence} ${text.replaceAll('\n', ' ')} ${fence}`;
}

function shown(input: unknown): string {
  const text = input === undefined ? 'undefined' : JSON.stringify(input);
  return text.length > INPUT_SHOWN ? `${text.slice(0, INPUT_SHOWN)}… (${text.length} characters; the JSON report has it whole)` : text;
}

export function fuzzReportToMarkdown(report: FuzzReport, context: ReproContext, label: string): string {
  const lines = [`# mcp-console fuzz: ${label}`, '', `Seed ${report.seed}, ${report.cases} cases over ${report.tools.length} tools, ${report.findings.length} findings.`, ''];
  if (report.tools.length > 0) lines.push('| tool | cases | findings |', '|---|---|---|', ...report.tools.map((t) => `| ${t.name} | ${t.cases} | ${report.findings.filter((f) => f.tool === t.name).length} |`), '');
  for (const [i, finding] of report.findings.entries()) {
    const repro = reproduce(context, finding.tool, finding.input);
    lines.push(`## ${i + 1}. ${finding.kind}: ${finding.tool} (${finding.label})`, '', finding.detail, '', `- input: ${code(shown(finding.input))}`, `- again: ${code(repro.command)}`);
    lines.push(repro.curl.length > 2_000 ? '- curl: in the JSON report (--format json)' : `- curl: ${code(repro.curl)}`, '');
  }
  if (report.notes.length > 0) lines.push('## Notes', '', ...report.notes.map((n) => `- ${n.tool}: ${n.note}`), '');
  if (report.findings.length === 0) lines.push('No finding.', '');
  return lines.join('\n');
}
