import { describe, expect, it } from 'vitest';
import { ALL_CHECKS } from '../registry';
import type { CheckResult, CheckStatus } from '../types';
import { SCENARIO_MAP } from './coverage';
import { REQUIREMENT_SETS } from './sets';
import { requirementsTable } from './table';
import { REQUIREMENT_REVISIONS } from './types';

const result = (id: string, status: CheckStatus): CheckResult => ({ id, title: id, severity: 'error', spec: '', status, message: '', evidence: [], durationMs: 0 });
const row = (table: ReturnType<typeof requirementsTable>, scenario: string) => table.rows.find((r) => r.scenario === scenario);

describe('the official scenario map', () => {
  it('names only registered checks and only scenarios of a requirement set (no typos on either side)', () => {
    const ids = new Set(ALL_CHECKS.map((c) => c.id));
    expect(Object.keys(SCENARIO_MAP).filter((id) => !ids.has(id))).toEqual([]);
    const known = new Set(REQUIREMENT_REVISIONS.flatMap((r) => REQUIREMENT_SETS[r].scenarios.map((s) => s.id)));
    expect(ALL_CHECKS.flatMap((c) => (c.scenarios ?? []).map((s) => s.id)).filter((id) => !known.has(id))).toEqual([]);
  });

  it('holds the frozen lists of the official requirements files (37 scored server scenarios for 2026-07-28, 30 for 2025-11-25)', () => {
    const scored = (r: (typeof REQUIREMENT_REVISIONS)[number]) => REQUIREMENT_SETS[r].scenarios.filter((s) => s.notScored === undefined);
    expect(scored('2026-07-28')).toHaveLength(37);
    expect(scored('2025-11-25')).toHaveLength(30);
    expect(REQUIREMENT_SETS['2026-07-28'].source).toContain('requirements/2026-07-28.yaml @ c321dd3');
  });
});

describe('requirementsTable', () => {
  const server = { capabilities: { tools: {}, resources: {} }, transport: 'http' as const, protocolVersion: '2026-07-28' };

  it('marks a scenario n/a when the server lacks the capability it needs, or is not on HTTP', () => {
    const table = requirementsTable('2026-07-28', ALL_CHECKS, [], server);
    expect(row(table, 'prompts-list')).toMatchObject({ status: 'n/a', note: 'The server does not declare the prompts capability.' });
    expect(row(table, 'tools-list')?.status).toBe('partly covered');
    const stdio = requirementsTable('2026-07-28', ALL_CHECKS, [], { ...server, transport: 'stdio' });
    expect(row(stdio, 'dns-rebinding-protection')).toMatchObject({ status: 'n/a', note: 'A Streamable HTTP scenario; this server is reached over stdio.' });
    const legacy = requirementsTable('2025-11-25', ALL_CHECKS, [], { ...server, capabilities: { resources: { subscribe: false } } });
    expect(row(legacy, 'resources-subscribe')).toMatchObject({ status: 'n/a', note: 'The server does not declare resources.subscribe.' });
  });

  it('gives each scenario the worst verdict of its covering checks, and "not run" when none of them ran', () => {
    const results = [result('cache.ttl.tools-list', 'pass'), result('cache.scope.tools-list', 'fail'), result('cache.ttl.resources-read', 'n/a')];
    const table = requirementsTable('2026-07-28', ALL_CHECKS, results, server);
    expect(row(table, 'caching')).toMatchObject({ status: 'covered', verdict: 'fail' });
    expect(row(table, 'caching')?.checks).toContainEqual({ id: 'cache.scope.tools-list', coverage: 'shared', status: 'fail' });
    expect(row(table, 'tools-list')?.verdict).toBe('not run');
    expect(row(table, 'tools-call-error')).toMatchObject({ status: 'not covered', verdict: undefined, checks: [] });
  });

  it('counts only the scored scenarios in its summary, and keeps the unscored with their reason', () => {
    const table = requirementsTable('2026-07-28', ALL_CHECKS, [], server);
    const { covered, 'partly covered': partly, 'not covered': none, 'n/a': na } = table.summary;
    expect(covered + partly + none + na).toBe(37);
    expect(row(table, 'tasks-lifecycle')?.notScored).toBe('extension');
  });
});
