// No import of ../types: that module imports this one (no cycles, type-only imports counted).
type CheckStatus = 'pass' | 'fail' | 'warn' | 'n/a';
type CapabilityName = 'tools' | 'prompts' | 'resources' | 'completions' | 'logging';

/**
 * How much of an official conformance scenario a check judges: `full` all of it; `shared` all of
 * it together with the other checks marked `shared` for that scenario; `partial` a part only.
 */
export type ScenarioCoverage = 'full' | 'shared' | 'partial';

/** How the catalogue, the requirements table and the JUnit report word a coverage. */
export const COVERAGE_WORD: Readonly<Record<ScenarioCoverage, string>> = { full: 'full', shared: 'shared', partial: 'part' };

/** An official conformance scenario a check covers (ids from modelcontextprotocol/conformance). */
export interface ScenarioRef {
  id: string;
  coverage: ScenarioCoverage;
}

/** The spec revisions whose server requirement sets the console knows. */
export const REQUIREMENT_REVISIONS = ['2026-07-28', '2025-11-25'] as const;
export type RequirementRevision = (typeof REQUIREMENT_REVISIONS)[number];

/**
 * What a scenario needs from the server before it means anything: a declared capability (a
 * `resources.subscribe` flag is written with its dot), or the HTTP transport.
 */
export interface ScenarioNeeds {
  capability?: CapabilityName | 'resources.subscribe';
  http?: true;
}

/** One server scenario of a revision's requirement set. */
export interface RequiredScenario {
  id: string;
  needs?: ScenarioNeeds;
  /** Set for the `not_scored` entries: why the official suite runs it without scoring it. */
  notScored?: 'extension' | 'pending' | 'added-after-release';
}

/** A revision's server requirement set, as the official suite's requirements file lists it. */
export interface RequirementSet {
  revision: RequirementRevision;
  /** Where the list comes from: repository, file and commit. */
  source: string;
  scenarios: readonly RequiredScenario[];
}

/** `covered`, `partly covered`, `not covered`, or `n/a` when the server lacks what the scenario needs. */
export type RequirementStatus = 'covered' | 'partly covered' | 'not covered' | 'n/a';

/** One row of the requirements table: a scenario, our coverage, and the covering checks' verdict here. */
export interface RequirementRow {
  scenario: string;
  status: RequirementStatus;
  /** The checks that cover it, with how much, and their status on this server (absent: not run). */
  checks: { id: string; coverage: ScenarioCoverage; status: CheckStatus | undefined }[];
  /** The worst status of the covering checks on this server; `not run` when none of them ran. */
  verdict: CheckStatus | 'not run' | undefined;
  /** Why the row is n/a, or why the scenario is not scored. */
  note?: string;
  notScored?: RequiredScenario['notScored'];
}

export interface RequirementsTable {
  revision: RequirementRevision;
  source: string;
  /** The protocol version the server spoke in this run; a scenario runs at its revision's version. */
  serverVersion: string;
  rows: RequirementRow[];
  summary: Record<RequirementStatus, number>;
}
