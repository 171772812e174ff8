export { ActiveConnectionCard, ConnectionCard, type FailureExplainer } from './connection-card';
export { connectWithSaved } from './connect-action';
export { connectTargetFor, serverForUrl } from './connect-target';
export type { HeaderEntry, SavedServer, ServersState } from './model';
export { ServersSidebar } from './servers-sidebar';
export { ServersStore, type AnnouncedServer, type StorageLike } from './servers-store';
export { rememberAwareAuthStorage } from './auth-storage';
export { savedServerIdentity, WatchStore, WATCH_KEY } from './watch-store';
