// The conformance layer's public face: the panel and the CLI import only this.
export type * from './types';
export { ALL_CHECKS } from './registry';
export { runChecks, runCheck, notApplicableReason, summarize, type RunOptions } from './run-checks';
export { createCheckContext, type ContextInput } from './context';
export { reportToMarkdown, reportToJson, reportFails, severityLabel } from './report-format';
export { checkTargetFromSession, type TargetOptions } from './target';
export { CHECK_AREAS, STATUS_ORDER, checkArea, orderResults, summarizeByArea, type AreaSummary, type CheckArea } from './report-order';
export { SPEC_BASE, specUrl } from './spec-links';
export { evidenceLine, evidenceStatus } from './report-format';
export { citedExchanges, EVIDENCE_BODY_CHARS } from './evidence';
export { globToRegExp, matchesAny, selectChecks, unmatchedGlobs, type CheckSelection } from './select';
export { applyBaseline, baselineFails, describeBaseline, parseBaseline, writeBaseline, type Baseline, type BaselineOutcome } from './baseline';
export { renderCatalogue } from './catalogue';
export { parseTimeoutMs, parseToolArgs } from './tool-calls/tool-args';
export { runFlags, type CheckFlags, type RunFlags } from './run-flags';
