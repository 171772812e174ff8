/** The published specification the checks cite (spec digest §25: the 2026-07-28 pages). */
export const SPEC_BASE = 'https://modelcontextprotocol.io/specification/2026-07-28';

/** Digest section number → page of the published specification that holds it. */
const PAGE_OF_SECTION: Readonly<Record<string, string>> = {
  '4': 'basic',
  '5': 'basic',
  '6': 'server/discover',
  '7': 'basic/transports/streamable-http',
  '8': 'server/discover',
  '9': 'basic/versioning',
  '10': 'basic/transports/streamable-http',
  '11': 'basic/patterns/mrtr',
  '12': 'server/utilities/caching',
  '13': 'server/resources',
  '14': 'basic',
  '15': 'server/prompts',
  '16': 'server/utilities/completion',
  '17': 'basic/patterns/subscriptions',
  '18': 'server/utilities/pagination',
  '19': 'server/tools',
  '21': 'basic/patterns/progress',
  '22': 'basic/authorization',
  '23': 'basic/transports/streamable-http',
};

/**
 * The published page for a check's `spec` reference (`§13.3 resources/read` → …/server/resources),
 * or undefined when the reference names no known section. Legacy sections (§10) point at the
 * current transport page, which documents backward compatibility.
 */
export function specUrl(spec: string): string | undefined {
  if (spec.startsWith('stdio transport')) return `${SPEC_BASE}/basic/transports/stdio`;
  const section = /§(\d+)/.exec(spec)?.[1];
  if (section === undefined || !Object.hasOwn(PAGE_OF_SECTION, section)) return undefined;
  const page = PAGE_OF_SECTION[section];
  return page === undefined ? undefined : `${SPEC_BASE}/${page}`;
}
