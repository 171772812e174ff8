import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderCatalogue } from './catalogue';
import { ALL_CHECKS } from './registry';

const DOC = new URL('../../../docs/checks.md', import.meta.url);

describe('docs/checks.md', () => {
  it('lists every registered check with era, severity and spec rule (regenerate with UPDATE_CHECKS_DOC=1)', () => {
    const expected = renderCatalogue(ALL_CHECKS);
    if (process.env.UPDATE_CHECKS_DOC === '1') writeFileSync(DOC, expected);
    expect(readFileSync(DOC, 'utf8')).toBe(expected);
  });

  it('has one row per check id, and ids are unique', () => {
    const ids = ALL_CHECKS.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    const rows = renderCatalogue(ALL_CHECKS).split('\n').filter((line) => line.startsWith('| `'));
    expect(rows).toHaveLength(ids.length);
    expect(rows.find((r) => r.includes('`http.host-validated`'))).toContain('(MUST)');
  });
});
