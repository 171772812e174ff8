import type { ConformanceCheck } from '../types';
import { coverageOf, coveringChecks } from './coverage';
import { REQUIREMENT_SETS } from './sets';
import { COVERAGE_WORD, REQUIREMENT_REVISIONS, type RequiredScenario, type ScenarioRef } from './types';

/** `tools-list` (part), for a check's row in the catalogue. */
export function scenarioCell(refs: readonly ScenarioRef[] | undefined): string {
  if (refs === undefined || refs.length === 0) return '';
  return refs.map((ref) => `\`${ref.id}\` (${COVERAGE_WORD[ref.coverage]})`).join(', ');
}

function needs(scenario: RequiredScenario): string {
  const parts = [scenario.needs?.capability, scenario.needs?.http === true ? 'Streamable HTTP' : undefined].filter((p) => p !== undefined);
  return parts.length === 0 ? '—' : parts.join(', ');
}

function scenarioRow(scenario: RequiredScenario, checks: readonly ConformanceCheck[]): string {
  const covering = coveringChecks(scenario.id, checks);
  const status = coverageOf(covering);
  const list = covering.length === 0 ? '—' : covering.map((c) => `\`${c.id}\` (${COVERAGE_WORD[c.coverage]})`).join(', ');
  const scored = scenario.notScored === undefined ? '' : ` (not scored: ${scenario.notScored})`;
  return `| \`${scenario.id}\`${scored} | ${needs(scenario)} | ${status} | ${list} |`;
}

/** docs/checks.md's last section: each revision's official server scenarios and the checks that cover them. */
export function requirementsSection(checks: readonly ConformanceCheck[]): string[] {
  const source = REQUIREMENT_SETS['2026-07-28'].source.replace(/requirements\/\S+ @/, 'requirements/<revision>.yaml @');
  return [
    '## Official conformance scenarios',
    '',
    `The official conformance suite (modelcontextprotocol/conformance) names the server scenarios each spec revision requires; the lists here are ${source}, src/scenarios/server/*.ts of the same commit for what each judges. The suite runs them against its own fixture's tool, prompt and resource names, so it cannot judge an arbitrary server; a check here judges the same rule on the server's own items. In the table of checks above, and below: \`full\` means the check judges all the scenario judges, \`shared\` all of it together with the other checks marked \`shared\` for it, \`part\` a part only. A scenario none of our checks judges is "not covered": most of those need a tool the suite's fixture defines (\`test_error_handling\`, \`test_input_required_result_*\`), which a black-box check cannot find on another server.`,
    '',
    '`mcp-console check <url> --requirements <revision>` adds this table for the server at hand: a scenario whose capability the server does not declare (or an HTTP scenario on stdio) is `n/a` there, and each row carries the verdict of its covering checks on that server.',
    '',
    ...REQUIREMENT_REVISIONS.flatMap((revision) => [
      `### ${revision}`,
      '',
      '| Scenario | Needs | Coverage | Checks |',
      '|---|---|---|---|',
      ...REQUIREMENT_SETS[revision].scenarios.map((scenario) => scenarioRow(scenario, checks)),
      '',
    ]),
  ];
}
