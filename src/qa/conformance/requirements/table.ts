import type { CheckResult, CheckStatus, CheckTransport, ConformanceCheck } from '../types';
import { isRecord } from '../values';
import { coverageOf, coveringChecks } from './coverage';
import { REQUIREMENT_SETS } from './sets';
import type { RequiredScenario, RequirementRevision, RequirementRow, RequirementsTable, RequirementStatus } from './types';

/** What the table needs to know of the server beyond the results: what it declares, how it is reached. */
export interface RequirementsServer {
  capabilities: Record<string, unknown>;
  transport: CheckTransport;
  protocolVersion: string;
}

/** The worst first: a scenario's verdict is that of its worst covering check. */
const SEVERITY: readonly CheckStatus[] = ['fail', 'warn', 'pass', 'n/a'];

function declares(capabilities: Record<string, unknown>, name: string): boolean {
  const [top = '', flag] = name.split('.');
  if (!(top in capabilities)) return false;
  if (flag === undefined) return true;
  const value = capabilities[top];
  return isRecord(value) && value[flag] === true;
}

/** Why the scenario means nothing on this server, or undefined when it applies. */
function notApplicable(scenario: RequiredScenario, server: RequirementsServer): string | undefined {
  const { capability, http } = scenario.needs ?? {};
  if (http === true && server.transport !== 'http') return `A Streamable HTTP scenario; this server is reached over ${server.transport}.`;
  if (capability !== undefined && !declares(server.capabilities, capability)) {
    return capability.includes('.') ? `The server does not declare ${capability}.` : `The server does not declare the ${capability} capability.`;
  }
  return undefined;
}

function verdictOf(statuses: readonly (CheckStatus | undefined)[]): RequirementRow['verdict'] {
  if (statuses.length === 0) return undefined;
  const ran = statuses.filter((status): status is CheckStatus => status !== undefined);
  if (ran.length === 0) return 'not run';
  return SEVERITY.find((status) => ran.includes(status));
}

function row(scenario: RequiredScenario, checks: readonly ConformanceCheck[], results: ReadonlyMap<string, CheckResult>, server: RequirementsServer): RequirementRow {
  const covering = coveringChecks(scenario.id, checks).map((c) => ({ ...c, status: results.get(c.id)?.status }));
  const reason = notApplicable(scenario, server);
  return {
    scenario: scenario.id,
    status: reason === undefined ? coverageOf(covering) : 'n/a',
    checks: covering,
    verdict: verdictOf(covering.map((c) => c.status)),
    ...(reason === undefined ? {} : { note: reason }),
    ...(scenario.notScored === undefined ? {} : { notScored: scenario.notScored }),
  };
}

/**
 * A revision's official server requirement set against one run: each scenario covered, partly
 * covered or not by our checks (n/a where the server lacks what it needs), with the verdict of
 * the covering checks on this server. `checks` gives the coverage even for checks left out of the run.
 */
export function requirementsTable(revision: RequirementRevision, checks: readonly ConformanceCheck[], results: readonly CheckResult[], server: RequirementsServer): RequirementsTable {
  const set = REQUIREMENT_SETS[revision];
  const byId = new Map(results.map((result) => [result.id, result]));
  const rows = set.scenarios.map((scenario) => row(scenario, checks, byId, server));
  const summary: Record<RequirementStatus, number> = { covered: 0, 'partly covered': 0, 'not covered': 0, 'n/a': 0 };
  for (const r of rows) if (r.notScored === undefined) summary[r.status]++;
  return { revision, source: set.source, serverVersion: server.protocolVersion, rows, summary };
}
