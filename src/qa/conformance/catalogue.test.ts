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
    const table = renderCatalogue(ALL_CHECKS).split('## stdio servers')[0] ?? '';
    const rows = table.split('\n').filter((line) => line.startsWith('| `'));
    expect(rows).toHaveLength(ids.length);
    expect(rows.find((r) => r.includes('`http.host-validated`'))).toContain('(best practice)');
    expect(rows.find((r) => r.includes('`http.origin-validated`'))).toContain('(MUST)');
  });

  it('quotes the rule behind every check, with its source', () => {
    const rules = renderCatalogue(ALL_CHECKS).split('## The rule behind each check')[1]?.split('## stdio servers')[0] ?? '';
    for (const check of ALL_CHECKS) expect(rules).toContain(`- \`${check.id}\` (${check.severity}, `);
    expect(rules).toContain('"Servers MUST validate the Origin header on all incoming connections');
    expect(rules).toMatch(/`http.host-validated` \(warning, best practice; DNS-rebinding guidance/);
  });

  it('names every HTTP-only check with its reason in the stdio section, and quotes the stdio rules', () => {
    const stdioPart = renderCatalogue(ALL_CHECKS).split('## stdio servers')[1] ?? '';
    for (const check of ALL_CHECKS.filter((c) => c.applies.transport?.only === 'http')) expect(stdioPart).toContain(`| \`${check.id}\` | ${check.applies.transport?.reason ?? '?'} |`);
    expect(stdioPart).toContain('"The server MUST NOT write anything to its stdout that is not a valid MCP message."');
    expect(stdioPart).toContain('stderr is not checked');
  });
});
