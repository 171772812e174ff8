export { ActiveConnectionCard, ConnectionCard, type FailureExplainer } from './connection/connection-card';
export { connectWithSaved } from './connection/connect-action';
export { connectTargetFor, serverForUrl } from './connection/connect-target';
export type { HeaderEntry, SavedServer, ServersState } from './saved/model';
export { ServersSidebar } from './sidebar/servers-sidebar';
export { ServersStore, type AnnouncedServer, type StorageLike } from './saved/servers-store';
export { rememberAwareAuthStorage } from './auth/auth-storage';
export { savedServerIdentity, WatchStore, WATCH_KEY } from './connection/watch-store';
export type { ServerRoute } from './workspace/connected-servers';
