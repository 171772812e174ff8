import type { CheckResult, CheckStatus } from './types';

/** The order a report reads in: what is broken first (ui-contract.md: fail, warn, pass, n/a). */
export const STATUS_ORDER: readonly CheckStatus[] = ['fail', 'warn', 'pass', 'n/a'];

/** The areas a report is summarised and grouped by, in the order a server author meets them. */
export const CHECK_AREAS = [
  'discovery',
  'cache hints',
  'pagination',
  'resources',
  'templates',
  'prompts',
  'tools',
  'completion',
  'subscriptions',
  'icons',
  'HTTP',
  'CORS',
  'stdio',
] as const;

export type CheckArea = (typeof CHECK_AREAS)[number];

/** Check id prefix (before the first dot) → area. Every registered prefix is listed (tested). */
const AREA_OF_PREFIX: Readonly<Record<string, CheckArea>> = {
  discover: 'discovery',
  capabilities: 'discovery',
  'result-type': 'discovery',
  // input_required is a result type (§11), so its retries sit beside the result-type checks.
  'input-required': 'discovery',
  lifecycle: 'discovery',
  cache: 'cache hints',
  pagination: 'pagination',
  resources: 'resources',
  templates: 'templates',
  prompts: 'prompts',
  tools: 'tools',
  // MCP App views belong to tools (`_meta.ui` on a tool).
  apps: 'tools',
  // Tasks are how a tool call runs long; request logs are what a call says while it runs.
  tasks: 'tools',
  logging: 'tools',
  completion: 'completion',
  listen: 'subscriptions',
  icons: 'icons',
  http: 'HTTP',
  jsonrpc: 'HTTP',
  cors: 'CORS',
  stdio: 'stdio',
};

/** Whether the id's prefix names a known area (the registry test holds every check to it). */
export function hasKnownArea(id: string): boolean {
  return Object.hasOwn(AREA_OF_PREFIX, id.split('.', 1)[0] ?? '');
}

/** The area of a check, from its id prefix; an unknown prefix is wire-level, so it reads as `HTTP`. */
export function checkArea(id: string): CheckArea {
  const prefix = id.split('.', 1)[0] ?? '';
  return Object.hasOwn(AREA_OF_PREFIX, prefix) ? (AREA_OF_PREFIX[prefix] ?? 'HTTP') : 'HTTP';
}

const statusRank = (status: CheckStatus): number => STATUS_ORDER.indexOf(status);
const areaRank = (id: string): number => CHECK_AREAS.indexOf(checkArea(id));

/**
 * The report order shared by the QA panel and every export (Markdown, JSON, JUnit): by status
 * (fail, warn, pass, n/a), then by area, then in run order. Pure and stable; the input is not changed.
 */
export function orderResults<T extends Pick<CheckResult, 'id' | 'status'>>(results: readonly T[]): T[] {
  return results
    .map((result, index) => ({ result, index }))
    .sort((a, b) => statusRank(a.result.status) - statusRank(b.result.status) || areaRank(a.result.id) - areaRank(b.result.id) || a.index - b.index)
    .map(({ result }) => result);
}

export interface AreaSummary {
  area: CheckArea;
  counts: Record<CheckStatus, number>;
  total: number;
}

/** Counts per status for each area that has checks, in area order. */
export function summarizeByArea(results: readonly Pick<CheckResult, 'id' | 'status'>[]): AreaSummary[] {
  const byArea = new Map<CheckArea, AreaSummary>();
  for (const result of results) {
    const area = checkArea(result.id);
    let entry = byArea.get(area);
    if (entry === undefined) {
      entry = { area, counts: { pass: 0, fail: 0, warn: 0, 'n/a': 0 }, total: 0 };
      byArea.set(area, entry);
    }
    entry.counts[result.status] += 1;
    entry.total += 1;
  }
  return CHECK_AREAS.flatMap((area) => {
    const entry = byArea.get(area);
    return entry === undefined ? [] : [entry];
  });
}
