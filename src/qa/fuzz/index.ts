/** The fuzz engine (issue 42): what the CLI's `fuzz` and, later, the QA panel's Fuzz section use. */
export { generateCases } from './cases';
export { judge, type CallOutcome, type Verdict } from './oracle';
export { findLeak } from './leak';
export { createPrng } from './prng';
export { runFuzz, selectTools, type FuzzOptions, type FuzzTransport } from './run';
export { sessionTransport } from './session';
export { reproduce, shellQuote, type ReproContext, type Reproduction } from './reproduce';
export { fuzzReportToJson, fuzzReportToMarkdown } from './report';
export { CASE_KINDS, FINDING_KINDS, type CaseKind, type FindingKind, type FuzzCase, type FuzzFinding, type FuzzReport, type FuzzTool, type ToolNote } from './types';
export { DEFAULT_CALL_TIMEOUT_MS, DEFAULT_FUZZ_CASES, DEFAULT_FUZZ_SEED } from './defaults';
