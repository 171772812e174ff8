export { PlaygroundStore, type PlaygroundState } from './playground-store';
export { playgroundStore } from './page-store';
export { modelLog } from './model-log';
export { DEFAULT_MAX_TOKENS } from './playground-prefs';
