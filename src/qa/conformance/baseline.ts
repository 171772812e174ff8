import type { CheckResult, ConformanceReport } from './types';
import { isRecord } from './values';

/**
 * A baseline: check ids whose failures are accepted for now (a CI ratchet). Stored as
 * `{"accepted": ["id", …]}`; `writeBaseline` produces it from a report.
 */
export interface Baseline {
  accepted: string[];
}

export interface BaselineOutcome {
  /** The report, accepted findings marked `[baselined]` in their message (status kept). */
  report: ConformanceReport;
  /** Accepted ids that failed or warned in this run (still broken, tolerated). */
  baselined: string[];
  /** Accepted ids that now pass: the baseline entry can go. */
  stale: string[];
  /** Accepted ids the run did not report at all (renamed, filtered out or n/a). */
  unknown: string[];
}

/** Parses a baseline file's JSON; throws with a readable message when the shape is wrong. */
export function parseBaseline(text: string): Baseline {
  const parsed: unknown = JSON.parse(text);
  if (!isRecord(parsed) || !Array.isArray(parsed.accepted) || !parsed.accepted.every((id) => typeof id === 'string')) {
    throw new Error('a baseline is {"accepted": ["check.id", …]}');
  }
  return { accepted: [...new Set(parsed.accepted)] };
}

/** The baseline that accepts every current fail and warn of `report`. */
export function writeBaseline(report: ConformanceReport): string {
  const accepted = report.results.filter((r) => r.status === 'fail' || r.status === 'warn').map((r) => r.id);
  return `${JSON.stringify({ accepted: accepted.sort() }, null, 2)}\n`;
}

function accept(result: CheckResult): CheckResult {
  return { ...result, message: `[baselined] ${result.message}` };
}

/**
 * Applies a baseline: accepted findings stay in the report (marked) but no longer fail
 * the run (`baselineFails`), and accepted checks that now pass are reported as stale.
 */
export function applyBaseline(report: ConformanceReport, baseline: Baseline): BaselineOutcome {
  const accepted = new Set(baseline.accepted);
  const byId = new Map(report.results.map((r) => [r.id, r]));
  const baselined: string[] = [];
  const stale: string[] = [];
  const unknown: string[] = [];
  for (const id of accepted) {
    const status = byId.get(id)?.status;
    if (status === 'fail' || status === 'warn') baselined.push(id);
    else if (status === 'pass') stale.push(id);
    else unknown.push(id);
  }
  const results = report.results.map((r) => (baselined.includes(r.id) ? accept(r) : r));
  return { report: { ...report, results }, baselined, stale, unknown };
}

/** Whether the run fails once the baseline is applied: a fail (or, with `failOn: 'warning'`, a warn) it does not accept. */
export function baselineFails(outcome: BaselineOutcome, failOn: 'error' | 'warning' = 'error'): boolean {
  const accepted = new Set(outcome.baselined);
  return outcome.report.results.some((r) => !accepted.has(r.id) && (r.status === 'fail' || (failOn === 'warning' && r.status === 'warn')));
}

/** One line for CI logs about the baseline, e.g. `baseline: 2 accepted failures, 1 stale entry (x.y now passes)`. */
export function describeBaseline(outcome: BaselineOutcome): string {
  const parts = [`${outcome.baselined.length} accepted finding(s)`];
  if (outcome.stale.length > 0) parts.push(`${outcome.stale.length} stale entr${outcome.stale.length === 1 ? 'y' : 'ies'} (now passing: ${outcome.stale.join(', ')}; remove from the baseline)`);
  if (outcome.unknown.length > 0) parts.push(`${outcome.unknown.length} entr${outcome.unknown.length === 1 ? 'y' : 'ies'} not in this run (${outcome.unknown.join(', ')})`);
  return `baseline: ${parts.join(', ')}`;
}
