import type { CheckSeverity, ConformanceCheck } from './types';

/** The spec keyword a severity stands for (types.ts: error breaks a MUST, warning a SHOULD). */
const KEYWORD: Record<CheckSeverity, string> = { error: 'MUST', warning: 'SHOULD', info: 'MAY' };

function cell(text: string): string {
  return text.replaceAll('|', '\\|');
}

function era(check: ConformanceCheck): string {
  const { era: value, capability, environment } = check.applies;
  const parts = [value === 'any' ? 'both' : value];
  if (capability !== undefined) parts.push(`needs ${capability}`);
  if (environment !== undefined) parts.push(`${environment} only`);
  return parts.join(', ');
}

/**
 * docs/checks.md: every check with its era, severity and the spec rule it enforces,
 * generated from the registry (a test keeps the file in sync).
 */
export function renderCatalogue(checks: readonly ConformanceCheck[]): string {
  const counts = { modern: 0, legacy: 0, any: 0 };
  for (const check of checks) counts[check.applies.era]++;
  return [
    '# Check catalogue',
    '',
    '<!-- Generated from src/protocol/conformance/registry.ts by `UPDATE_CHECKS_DOC=1 npx vitest run src/protocol/conformance/catalogue.test.ts`; do not edit. -->',
    '',
    `${checks.length} checks: ${counts.any} apply to both eras, ${counts.modern} to modern (2026-07-28) servers only, ${counts.legacy} to legacy (2025-03-26 … 2025-11-25) servers only.`,
    'Severity `error` breaks a MUST of the spec (status `fail`), `warning` a SHOULD (status `warn`). Checks named `tools.call-*` run only with `--call-tools` / `--call-tool`.',
    'Spec sections refer to the protocol digest (modern sections; §10 is the legacy reference).',
    '',
    '| Check | Era | Severity | Spec rule | What it checks |',
    '|---|---|---|---|---|',
    ...checks.map((c) => `| \`${c.id}\` | ${era(c)} | ${c.severity} | ${cell(c.spec)} (${KEYWORD[c.severity]}) | ${cell(c.title)} |`),
    '',
  ].join('\n');
}
