import { describe, expect, it } from 'vitest';
import type { CacheRow } from '../../cache';
import { formatMs, listScopeWarnings } from './list-warnings';

function page(hash: string, method: CacheRow['method'], cacheScope: CacheRow['cacheScope'], principalId = 'p'): CacheRow {
  return {
    hash,
    key: [],
    serverId: 's',
    principalId,
    method,
    params: hash,
    status: 'fresh',
    fresh: true,
    observers: 1,
    coalescedInvalidations: 0,
    ttlMs: 1,
    cacheScope,
    remainingMs: 1,
    ageMs: 0,
    fetchCount: 1,
    servedFromCache: 0,
    lastInvalidation: undefined,
    warnings: [],
    mrtr: false,
    error: undefined,
  };
}

describe('listScopeWarnings', () => {
  it('flags every page of a list whose pages disagree on cacheScope, and nothing else', () => {
    const warnings = listScopeWarnings([
      page('r1', 'resources/list', 'public'),
      page('r2', 'resources/list', 'private'),
      page('t1', 'tools/list', 'public'),
      page('t2', 'tools/list', 'public'),
      page('read', 'resources/read', 'private'),
      page('other-principal', 'resources/list', 'public', 'q'),
    ]);
    expect([...warnings.keys()].sort()).toEqual(['r1', 'r2']);
    expect(warnings.get('r1')).toMatch(/disagree on cacheScope/);
  });
});

describe('formatMs', () => {
  it('uses ms below a second, seconds below a minute, then minutes', () => {
    expect([formatMs(850), formatMs(1_500), formatMs(125_000), formatMs(Number.POSITIVE_INFINITY)]).toEqual(['850 ms', '1.5 s', '2 min 5 s', '∞']);
  });
});
