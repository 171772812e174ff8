import { checkArea, COVERAGE_WORD, evidenceStatus, orderResults, severityLabel, type CheckResult, type ConformanceReport, type EvidenceExchange } from '../../src/qa/conformance';
import { xmlAttr, xmlText } from './xml';

/** What counts as a failure in CI: `fail` always, `warn` with `--fail-on warning`. */
export type FailOn = 'error' | 'warning';

/** `cache hints` → `cache-hints`, for a dotted classname that CI systems split on dots and spaces. */
const slug = (area: string): string => area.toLowerCase().replaceAll(' ', '-');

const seconds = (ms: number): string => (ms / 1000).toFixed(3);

function isFailure(result: CheckResult, failOn: FailOn): boolean {
  return result.status === 'fail' || (result.status === 'warn' && failOn === 'warning');
}

/** Exchanges by id: the report's copies of what its results cite. */
type Cited = ReadonlyMap<number, EvidenceExchange>;

/**
 * One cited exchange as plain text (CI test tabs show `<failure>` bodies verbatim, so no Markdown):
 * request line, status and the trimmed body, so `#N` resolves inside the JUnit file too.
 */
export function junitEvidence(id: number, exchange: EvidenceExchange | undefined): string {
  if (exchange === undefined) return `  #${id} (not in this report: the traffic log had dropped it)`;
  const what = exchange.rpcMethod === undefined ? '' : ` (${exchange.rpcMethod})`;
  const body = exchange.body === undefined || exchange.body === '' ? '' : `\n      ${exchange.body.replaceAll(/\r?\n/g, '\n      ')}`;
  return `  #${id} ${exchange.request}${what} → ${evidenceStatus(exchange)}${body}`;
}

function evidenceLines(result: CheckResult, cited: Cited): string[] {
  if (result.evidence.length === 0) return [];
  return [`evidence: exchanges ${result.evidence.map((e) => `#${e}`).join(' ')}`, ...result.evidence.map((id) => junitEvidence(id, cited.get(id)))];
}

/** `caching (shared), tools-list (part)`: the official conformance scenarios the check judges. */
function scenarioList(result: CheckResult): string | undefined {
  const refs = result.scenarios ?? [];
  return refs.length === 0 ? undefined : refs.map((ref) => `${ref.id} (${COVERAGE_WORD[ref.coverage]})`).join(', ');
}

/**
 * One `official-scenario` property per scenario: the GitHub and GitLab JUnit viewers (and Jenkins)
 * show a testcase's `<properties>`, so a CI run names the official suite's scenario beside the check.
 */
function scenarioProperties(result: CheckResult): string[] {
  const refs = result.scenarios ?? [];
  if (refs.length === 0) return [];
  const rows = refs.map((ref) => `        <property name="official-scenario" value="${xmlAttr(`${ref.id} (${COVERAGE_WORD[ref.coverage]})`)}"/>`);
  return ['      <properties>', ...rows, '      </properties>'];
}

function testcase(result: CheckResult, failOn: FailOn, area: string, cited: Cited): string {
  const open = `    <testcase name="${xmlAttr(`${result.id}: ${result.title}`)}" classname="${xmlAttr(`mcp-console.${slug(area)}`)}" time="${seconds(result.durationMs)}"`;
  const scenarios = scenarioList(result);
  const detail = [result.message, `spec: ${result.spec}`, `severity: ${severityLabel(result)}`, ...(scenarios === undefined ? [] : [`official scenarios: ${scenarios}`]), ...evidenceLines(result, cited)].join('\n');
  const body = (inner: string[]): string => [`${open}>`, ...scenarioProperties(result), ...inner, '    </testcase>'].join('\n');
  if (isFailure(result, failOn)) return body([`      <failure message="${xmlAttr(result.message)}" type="${result.status}">${xmlText(detail)}</failure>`]);
  if (result.status === 'n/a') return body([`      <skipped message="${xmlAttr(result.message)}"/>`]);
  if (result.status === 'warn') return body([`      <system-out>${xmlText(`warning: ${detail}`)}</system-out>`]);
  return result.scenarios === undefined || result.scenarios.length === 0 ? `${open}/>` : body([]);
}

interface Counts {
  tests: number;
  failures: number;
  skipped: number;
  ms: number;
}

function counts(results: readonly CheckResult[], failOn: FailOn): Counts {
  return {
    tests: results.length,
    failures: results.filter((r) => isFailure(r, failOn)).length,
    skipped: results.filter((r) => r.status === 'n/a').length,
    ms: results.reduce((sum, r) => sum + r.durationMs, 0),
  };
}

const countAttrs = (c: Counts): string => `tests="${c.tests}" failures="${c.failures}" errors="0" skipped="${c.skipped}" time="${seconds(c.ms)}"`;

/**
 * The report as JUnit XML, so CI systems list the checks in their test tab: one `testsuite` per
 * area (the QA panel's areas), in report order like the other exports (fail first), one
 * `testcase` per check, `failure` for `fail` (and for `warn` with failOn `warning`), `skipped`
 * for `n/a`. A failure's body (a warning's `system-out`) carries the exchanges it cites. Every server-provided string is escaped, and characters XML 1.0 cannot carry are
 * dropped.
 */
export function reportToJunit(report: ConformanceReport, failOn: FailOn): string {
  const cited: Cited = new Map((report.exchanges ?? []).map((e) => [e.id, e]));
  const areas = new Map<string, CheckResult[]>();
  for (const result of orderResults(report.results)) {
    const area = checkArea(result.id);
    areas.set(area, [...(areas.get(area) ?? []), result]);
  }
  const suites = [...areas].map(([area, results]) =>
    [
      `  <testsuite name="${xmlAttr(area)}" ${countAttrs(counts(results, failOn))} timestamp="${xmlAttr(report.startedAt)}">`,
      ...results.map((r) => testcase(r, failOn, area, cited)),
      '  </testsuite>',
    ].join('\n'),
  );
  const total = { ...counts(report.results, failOn), ms: report.durationMs };
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${xmlAttr(`MCP conformance: ${report.url} (${report.protocolVersion})`)}" ${countAttrs(total)}>`,
    ...suites,
    '</testsuites>',
    '',
  ].join('\n');
}
