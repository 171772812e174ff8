import { describe, expect, it } from 'vitest';
import { ALL_CHECKS } from '../registry';
import type { CheckRule, CheckSeverity } from '../types';
import { ruleProblems } from './audit';
import { TRANSPORT_RULES } from './transport';

const check = (severity: CheckSeverity, rule: CheckRule) => ({ id: 'x.y', severity, rule });

describe('every check’s severity is the keyword of the rule it quotes', () => {
  it('the registry: MUST ↔ error, SHOULD ↔ warning, MAY ↔ info, best practice ↔ warning or info, each with its sentence and source', () => {
    expect(ALL_CHECKS.flatMap(ruleProblems)).toEqual([]);
  });

  it('catches an error resting on a SHOULD, a warning resting on a MUST, and best practice sold as an error', () => {
    expect(ruleProblems(check('error', { keyword: 'SHOULD', source: 's', quote: 'Servers SHOULD do it.' }))).toEqual(['x.y: severity error but the rule is SHOULD (allows warning)']);
    expect(ruleProblems(check('warning', { keyword: 'MUST', source: 's', quote: 'Servers MUST do it.' }))).toHaveLength(1);
    expect(ruleProblems(check('error', TRANSPORT_RULES.hostValidated))).toEqual(['x.y: severity error but the rule is best-practice (allows warning or info)']);
  });

  it('catches a rule whose quote lacks its keyword, or that quotes nothing', () => {
    expect(ruleProblems(check('error', { keyword: 'MUST', source: 'MCP 2026-07-28, basic', quote: 'Servers should do it.' }))).toEqual(['x.y: the quoted sentence does not say MUST']);
    expect(ruleProblems(check('warning', { keyword: 'best-practice', source: '', quote: ' ' }))).toHaveLength(2);
  });

  it('http.host-validated is a best practice naming its source; http.origin-validated is the MUST', () => {
    const host = ALL_CHECKS.find((c) => c.id === 'http.host-validated');
    const origin = ALL_CHECKS.find((c) => c.id === 'http.origin-validated');
    expect(host?.severity).toBe('warning');
    expect(host?.rule.keyword).toBe('best-practice');
    expect(host?.rule.source).toContain('DNS-rebinding');
    expect(origin?.severity).toBe('error');
    expect(origin?.rule.quote).toContain('Servers MUST validate the Origin header');
  });
});
