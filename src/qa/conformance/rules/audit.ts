import type { CheckSeverity, ConformanceCheck, RuleKeyword } from '../types';

/** The severities each keyword allows: a MUST is an error, a SHOULD a warning, a MAY info; advice the spec does not require is never an error. */
export const SEVERITIES_OF: Readonly<Record<RuleKeyword, readonly CheckSeverity[]>> = {
  MUST: ['error'],
  SHOULD: ['warning'],
  MAY: ['info'],
  'best-practice': ['warning', 'info'],
};

/** How each RFC 2119 keyword (or its synonym) is written in the quoted sentence. */
const WRITTEN: Readonly<Record<Exclude<RuleKeyword, 'best-practice'>, RegExp>> = {
  MUST: /\b(MUST|REQUIRED|SHALL)\b/,
  SHOULD: /\b(SHOULD|RECOMMENDED)\b/,
  MAY: /\b(MAY|OPTIONAL)\b/,
};

/**
 * What is wrong between a check's severity and the rule it cites: the severity the keyword does
 * not allow, a quote that does not say the keyword (a schema declaration stands for MUST), or a
 * rule without a quote or a source. Empty when they agree.
 */
export function ruleProblems(check: Pick<ConformanceCheck, 'id' | 'severity' | 'rule'>): string[] {
  const { rule, severity, id } = check;
  const problems: string[] = [];
  if (rule.quote.trim() === '') problems.push(`${id}: the rule quotes no sentence`);
  if (rule.source.trim() === '') problems.push(`${id}: the rule names no source`);
  if (!SEVERITIES_OF[rule.keyword].includes(severity)) {
    problems.push(`${id}: severity ${severity} but the rule is ${rule.keyword} (allows ${SEVERITIES_OF[rule.keyword].join(' or ')})`);
  }
  if (rule.keyword !== 'best-practice') {
    const fromSchema = rule.keyword === 'MUST' && /\bschema\b/.test(rule.source);
    if (!fromSchema && !WRITTEN[rule.keyword].test(rule.quote)) problems.push(`${id}: the quoted sentence does not say ${rule.keyword}`);
  }
  return problems;
}
