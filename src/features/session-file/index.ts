export { ReplayBanner, SessionToolbar } from './session-file-bar';
export { replayStore, ReplayStore, type ReplayState } from './replay-store';
export { serversToRestore, workspaceUrls } from './workspace-set';
