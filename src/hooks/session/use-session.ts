import { createContext, createElement, useCallback, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { McpSession } from '../../protocol';
import type { RootsStore } from '../../protocol/client-features/roots';
import type { TrafficLimits } from '../../protocol/transport/tap/traffic-log-types';
import type { ConnectionStatus, ExternalStore, TrafficSnapshot } from '../../protocol/model/types';
import type { SessionManager, SessionSnapshot } from './session-manager';
import type { Workspace, WorkspaceSnapshot } from './workspace';
import { useStore } from '../use-store';

/** The traffic log as the UI needs it; `TrafficLog` from the protocol layer satisfies it. */
export interface TrafficSource extends ExternalStore<TrafficSnapshot> {
  clear(): void;
  /** The live log's bounds; a recorded session's log has none to change. */
  readonly limits?: TrafficLimits;
  setLimits?(limits: Partial<TrafficLimits>): void;
}

/** The session type the app runs; narrowed to what the manager needs in tests. */
export type AppSession = Pick<McpSession, 'url' | 'status' | 'connect' | 'close'> & Partial<Pick<McpSession, 'client' | 'reconnectNow'>>;

export interface SessionServices {
  /** The first server's manager; with a workspace, the panels read its active manager instead. */
  manager: SessionManager<AppSession>;
  /** Several servers at once (issue 41); absent in tests of one session. */
  workspace?: Workspace<AppSession>;
  /** Shared by every session, so the log survives reconnects. */
  traffic: TrafficSource;
  /** The roots the user gives each server; every session answers `roots/list` from it. */
  roots?: RootsStore;
}

const SessionContext = createContext<SessionServices | undefined>(undefined);

export function SessionProvider({ services, children }: { services: SessionServices; children: ReactNode }) {
  return createElement(SessionContext.Provider, { value: services }, children);
}

function useServices(): SessionServices {
  const services = useContext(SessionContext);
  if (services === undefined) throw new Error('useSession* hooks need a <SessionProvider> above them');
  return services;
}

/** The app's roots store, or undefined where the services have none (tests of other parts). */
export function useRootsStore(): RootsStore | undefined {
  return useServices().roots;
}

const NO_SUBSCRIPTION = (): (() => void) => () => undefined;

const activeOf = (workspace: Workspace<AppSession> | undefined, manager: SessionManager<AppSession> | undefined) => (): SessionManager<AppSession> | undefined =>
  workspace?.getSnapshot().active ?? manager;

/** The active server's manager, or undefined outside a `<SessionProvider>`. */
function useActiveManager(): SessionManager<AppSession> | undefined {
  const services = useContext(SessionContext);
  const workspace = services?.workspace;
  const subscribe = useCallback((listener: () => void) => workspace?.subscribe(listener) ?? NO_SUBSCRIPTION(), [workspace]);
  const read = activeOf(workspace, services?.manager);
  return useSyncExternalStore(subscribe, read, read);
}

/** The manager of the active server: every panel shows it. */
export function useSessionManager(): SessionManager<AppSession> {
  const manager = useActiveManager();
  if (manager === undefined) throw new Error('useSession* hooks need a <SessionProvider> above them');
  return manager;
}

/** What connects a server: the workspace (another server joins the live ones), else the one manager. */
export function connectorOf(services: SessionServices): Pick<SessionManager<AppSession>, 'connect'> {
  return services.workspace ?? services.manager;
}

/** The active server's manager outside React. */
export function activeManagerOf(services: SessionServices): SessionManager<AppSession> {
  return services.workspace?.getSnapshot().active ?? services.manager;
}

/** The connector of the services in context. */
export function useConnector(): Pick<SessionManager<AppSession>, 'connect'> {
  return connectorOf(useServices());
}

/** The workspace's servers and which one is active; undefined where the services hold one session only. */
export function useWorkspace(): { workspace: Workspace<AppSession>; snapshot: WorkspaceSnapshot<AppSession> } | undefined {
  const workspace = useServices().workspace;
  const subscribe = useCallback((listener: () => void) => workspace?.subscribe(listener) ?? NO_SUBSCRIPTION(), [workspace]);
  const snapshot = useSyncExternalStore(subscribe, () => workspace?.getSnapshot(), () => workspace?.getSnapshot());
  return workspace === undefined || snapshot === undefined ? undefined : { workspace, snapshot };
}

/** The active session and its status; re-renders on every status change. */
export function useSession(): SessionSnapshot<AppSession> {
  return useStore(useSessionManager());
}

/**
 * The active session's server URL; undefined when idle, and outside a `<SessionProvider>` (a
 * part rendered on its own), where the other hooks throw.
 */
export function useActiveServerUrl(): string | undefined {
  const manager = useActiveManager();
  const subscribe = useCallback((listener: () => void) => manager?.subscribe(listener) ?? NO_SUBSCRIPTION(), [manager]);
  const url = (): string | undefined => {
    const status = manager?.getSnapshot().status;
    return status === undefined || status.state === 'idle' ? undefined : status.url;
  };
  return useSyncExternalStore(subscribe, url, url);
}

export function useConnectionStatus(): ConnectionStatus {
  return useSession().status;
}

export function useTrafficSource(): TrafficSource {
  return useServices().traffic;
}
