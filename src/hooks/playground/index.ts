export { PlaygroundStore, type PlaygroundState } from './playground-store';
export { playgroundStore } from './page-store';
export { playgroundRunner } from './page-runner';
export { PlaygroundRunner, type RunSetup } from './playground-runner';
export { useAttachResource } from './attach-resource';
export { modelLog } from './model-log';
export { DEFAULT_MAX_TOKENS } from './playground-prefs';
export type { SendInput } from './send-run';
export { enabledKey, type CallOutcome } from './agent-loop';
