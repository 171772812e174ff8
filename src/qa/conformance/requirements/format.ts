import { COVERAGE_WORD, type RequirementRow, type RequirementsTable } from './types';

function cell(text: string): string {
  return text.replaceAll('|', '\\|').replaceAll(/\r?\n/g, ' ');
}

function checksCell(r: RequirementRow): string {
  if (r.checks.length === 0) return '—';
  return r.checks.map((c) => `\`${c.id}\` (${COVERAGE_WORD[c.coverage]}: ${c.status ?? 'not run'})`).join(', ');
}

function line(r: RequirementRow): string {
  const status = r.note === undefined ? r.status : `${r.status}: ${r.note}`;
  const reason = r.notScored === undefined ? '' : ` (${r.notScored})`;
  return `| \`${r.scenario}\`${reason} | ${cell(status)} | ${r.verdict ?? '—'} | ${checksCell(r)} |`;
}

const HEADER = ['| Scenario | Coverage here | Verdict of our checks | Covering checks (coverage: status) |', '|---|---|---|---|'];

/**
 * The requirements table as Markdown: the scored scenarios, then those the official suite runs
 * without scoring, each with its reason.
 */
export function requirementsToMarkdown(table: RequirementsTable): string[] {
  const scored = table.rows.filter((r) => r.notScored === undefined);
  const unscored = table.rows.filter((r) => r.notScored !== undefined);
  const { summary } = table;
  const version = table.serverVersion === table.revision ? '' : ` This server spoke ${table.serverVersion}; the suite runs these scenarios at ${table.revision}, so checks of the other era are n/a here.`;
  return [
    `## Official requirements: ${table.revision}`,
    '',
    `The server scenarios the official conformance suite requires for ${table.revision} (${table.source}), against this run's checks. "covered": our checks judge all the scenario judges, on the server's own tools, prompts and resources instead of the suite's fixture names; "partly covered": a part of it; "n/a": the server lacks what it needs.${version}`,
    '',
    `- Scored scenarios: ${summary.covered} covered, ${summary['partly covered']} partly covered, ${summary['not covered']} not covered, ${summary['n/a']} n/a`,
    '',
    ...HEADER,
    ...scored.map(line),
    '',
    ...(unscored.length === 0 ? [] : ['Run but not scored by the official suite:', '', ...HEADER, ...unscored.map(line)]),
    ...(unscored.length === 0 ? [] : ['']),
  ];
}
