/** The shapes the fuzz engine (issue 42) shares with the CLI and, later, the QA panel. */

/** What a case varies, one kind per entry of the list. */
export const CASE_KINDS = [
  'valid',
  'boundary',
  'length',
  'empty-string',
  'long-string',
  'control-chars',
  'non-ascii',
  'number-edge',
  'null',
  'wrong-type',
  'missing-required',
  'unknown-property',
  'outside-enum',
  'nested',
] as const;
export type CaseKind = (typeof CASE_KINDS)[number];

export interface FuzzCase {
  kind: CaseKind;
  /** The property the case varies (`a.b` when nested), or '' for the arguments as a whole. */
  target: string;
  /** What the case varies, e.g. `limit: maximum + 1`. */
  label: string;
  /** The tool's arguments (not always an object: `null` and the wrong type are cases too). */
  input: unknown;
  /** What the tool's inputSchema says of `input`. */
  valid: boolean;
}

export const FINDING_KINDS = ['hang', 'crash', 'invalid-accepted', 'leak', 'protocol'] as const;
export type FindingKind = (typeof FINDING_KINDS)[number];

export interface FuzzFinding {
  tool: string;
  kind: FindingKind;
  input: unknown;
  detail: string;
  /** The case that found it. */
  label: string;
}

/** A tool as `tools/list` describes it, reduced to what fuzzing reads. */
export interface FuzzTool {
  name: string;
  inputSchema: unknown;
  readOnly: boolean;
}

/** Why a listed tool was not fuzzed, or what stopped it early. */
export interface ToolNote {
  tool: string;
  note: string;
}

export interface FuzzReport {
  seed: number;
  /** Cases sent, over all tools. */
  cases: number;
  findings: FuzzFinding[];
  /** Tools fuzzed, with their case counts. */
  tools: { name: string; cases: number }[];
  notes: ToolNote[];
}
