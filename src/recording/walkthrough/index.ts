// Guided walkthroughs (issue 19): the format, its validation and running a step. Data only; the
// embed's view and the CLI's `walkthrough` command present it.
export { WALKTHROUGH_FORMAT, WALKTHROUGH_VERSION, stepPanel, stepTarget, type StepTarget, type Walkthrough, type WalkthroughStep } from './format';
export { parseWalkthrough, validateWalkthrough, describeIssue, WALKTHROUGH_MAX_CHARS, type ParsedWalkthrough } from './parse';
export { runStep, stepRequest, type StepOutcome, type StepRequest, type WalkthroughHost } from './run-step';
export { sessionHost } from './session-host';
