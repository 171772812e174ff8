import type { CheckRule } from '../types';

/** The 2026-07-28 spec page `page` (its URL path under /specification/2026-07-28/). */
export const modern = (page: string): string => `MCP 2026-07-28, ${page}`;
/** The 2025-11-25 spec page `page`, the text legacy servers are held to. */
export const legacy = (page: string): string => `MCP 2025-11-25, ${page}`;

export const must = (source: string, quote: string): CheckRule => ({ keyword: 'MUST', source, quote });
export const should = (source: string, quote: string): CheckRule => ({ keyword: 'SHOULD', source, quote });
export const bestPractice = (source: string, quote: string): CheckRule => ({ keyword: 'best-practice', source, quote });

/**
 * A field or type the schema requires: the spec calls its TypeScript schema "the source of truth
 * for all protocol messages and structures", so breaking it is a MUST.
 */
export const schema = (type: string, declaration: string, era: '2026-07-28' | '2025-11-25' = '2026-07-28'): CheckRule => ({
  keyword: 'MUST',
  source: `MCP ${era} schema.ts, ${type}`,
  quote: declaration,
});
