import type { CheckStatus, ConformanceReport } from '../../qa/conformance';

/** What is kept of a run to compare the next one with: per check, its status. */
export interface SavedRun {
  startedAt: string;
  statuses: Readonly<Record<string, CheckStatus>>;
}

const KEY = 'mcp-console.qa-runs';
const VERSION = 1;
/** Servers remembered; the oldest run is dropped beyond this. */
const MAX_SERVERS = 20;
const STATUSES: readonly string[] = ['pass', 'fail', 'warn', 'n/a'];

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStatus(value: unknown): value is CheckStatus {
  return typeof value === 'string' && STATUSES.includes(value);
}

function parseRun(value: unknown): SavedRun | undefined {
  if (!isRecord(value) || typeof value['startedAt'] !== 'string' || !isRecord(value['statuses'])) return undefined;
  const statuses: Record<string, CheckStatus> = {};
  for (const [id, status] of Object.entries(value['statuses'])) if (isStatus(status)) statuses[id] = status;
  return { startedAt: value['startedAt'], statuses };
}

/** Every saved run by server URL; anything else in storage (another version, a broken value) reads as none. */
function readAll(storage: Storage): Map<string, SavedRun> {
  const runs = new Map<string, SavedRun>();
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(KEY) ?? 'null');
  } catch {
    return runs;
  }
  if (!isRecord(parsed) || parsed['version'] !== VERSION || !isRecord(parsed['runs'])) return runs;
  for (const [url, value] of Object.entries(parsed['runs'])) {
    const run = parseRun(value);
    if (run !== undefined) runs.set(url, run);
  }
  return runs;
}

export function loadRun(storage: Storage, url: string): SavedRun | undefined {
  return readAll(storage).get(url);
}

/** Remembers `report` as the latest run of its server (localStorage, versioned schema). */
export function saveRun(storage: Storage, report: ConformanceReport): void {
  const runs = readAll(storage);
  runs.delete(report.url);
  runs.set(report.url, { startedAt: report.startedAt, statuses: Object.fromEntries(report.results.map((r) => [r.id, r.status])) });
  const kept = [...runs.entries()].slice(-MAX_SERVERS);
  try {
    storage.setItem(KEY, JSON.stringify({ version: VERSION, runs: Object.fromEntries(kept) }));
  } catch {
    // Storage full or disabled: the comparison is a convenience, the run itself stands.
  }
}

export type RunChange = 'new failure' | 'fixed';

const broken = (status: CheckStatus | undefined) => status === 'fail' || status === 'warn';

/**
 * What changed since `previous`: a check that fails or warns now and did not before is a
 * new failure; one that failed or warned before and passes now is fixed.
 */
export function compareRuns(previous: SavedRun | undefined, current: readonly { id: string; status: CheckStatus }[]): Map<string, RunChange> {
  const changes = new Map<string, RunChange>();
  if (previous === undefined) return changes;
  for (const { id, status } of current) {
    const before = previous.statuses[id];
    if (broken(status) && !broken(before)) changes.set(id, 'new failure');
    else if (status === 'pass' && broken(before)) changes.set(id, 'fixed');
  }
  return changes;
}
