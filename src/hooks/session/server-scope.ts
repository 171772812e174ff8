import { createContext, createElement, useCallback, useContext, type ReactNode } from 'react';
import type { ExternalStore } from '../../protocol/model/types';
import { useRememberedState } from '../use-remembered-state';
import { useStore } from '../use-store';
import { useWorkspace } from './use-session';
import { managerUrl } from './workspace';

/** A server's name as the sidebar shows it: its saved name, else its URL. */
export type ServerNamer = (url: string) => string;

const SAME_URL: ServerNamer = (url) => url;
const NO_NAMES: ExternalStore<ServerNamer> = { subscribe: () => () => undefined, getSnapshot: () => SAME_URL };

const ServerNamesContext = createContext<ExternalStore<ServerNamer>>(NO_NAMES);

export function ServerNamesProvider({ names, children }: { names: ExternalStore<ServerNamer>; children: ReactNode }) {
  return createElement(ServerNamesContext.Provider, { value: names }, children);
}

/** The names of servers, re-rendered when a saved server is renamed; URLs outside a provider. */
export function useServerNamer(): ServerNamer {
  return useStore(useContext(ServerNamesContext));
}

/**
 * A name short enough for a table column or a lane label: a server named by its URL (not saved
 * under a name) is shown by its host and port, which is what tells two local servers apart.
 */
export function compactName(name: string): string {
  if (!/^https?:\/\//i.test(name)) return name;
  try {
    return new URL(name).host;
  } catch {
    return name;
  }
}

/** Which servers a traffic view shows (issue 41): the active one, every one, or one by its URL. */
export type ServerChoice = 'active' | 'all' | { url: string };

export interface ServerOption {
  url: string;
  name: string;
}

export interface ServerScope {
  /** The choice in force; undefined while fewer than two servers are connected (every entry is shown, as with one server). */
  choice: ServerChoice | undefined;
  setChoice: (choice: ServerChoice) => void;
  /** The connected servers, in the sidebar's order, each with its compact name. */
  servers: readonly ServerOption[];
  activeUrl: string | undefined;
  /** Rows name their server: more than one server can be on show. */
  showServer: boolean;
  /** The compact name of a server (`compactName`); the full one is the sidebar's. */
  nameOf: ServerNamer;
}

export function decodeServerChoice(raw: unknown): ServerChoice | undefined {
  if (raw === 'active' || raw === 'all') return raw;
  if (typeof raw !== 'object' || raw === null) return undefined;
  const url: unknown = Reflect.get(raw, 'url');
  return typeof url === 'string' ? { url } : undefined;
}

/**
 * Whether an entry of `server` (undefined: made outside any server's session, such as a QA run's
 * own requests) is on show. The active server's view keeps untagged entries: they are the page's own.
 */
export function inScope(choice: ServerChoice | undefined, activeUrl: string | undefined, server: string | undefined): boolean {
  if (choice === undefined || choice === 'all') return true;
  if (choice === 'active') return server === undefined || activeUrl === undefined || server === activeUrl;
  return server === choice.url;
}

/** A key that changes exactly when `inScope` may answer differently. */
export function scopeKey(choice: ServerChoice | undefined, activeUrl: string | undefined): string {
  if (choice === undefined || choice === 'all') return 'all';
  return choice === 'active' ? `active ${activeUrl ?? ''}` : `server ${choice.url}`;
}

/**
 * The server choice of one panel (`panel` keys what this tab remembers): offered once two
 * servers are connected, the active one by default. A chosen server that left the workspace
 * reads as every server.
 */
export function useServerScope(panel: string): ServerScope {
  const [stored, setChoice] = useRememberedState<ServerChoice>(`${panel}.servers`, 'active', decodeServerChoice);
  const workspace = useWorkspace();
  const namer = useServerNamer();
  const nameOf = useCallback((url: string) => compactName(namer(url)), [namer]);
  const entries = workspace?.snapshot.entries ?? [];
  const servers = entries.flatMap((entry) => {
    const url = managerUrl(entry.manager.getSnapshot().status);
    return url === undefined ? [] : [{ url, name: nameOf(url) }];
  });
  const active = workspace?.snapshot.active.getSnapshot().status;
  const activeUrl = active === undefined ? undefined : managerUrl(active);
  const gone = typeof stored === 'object' && !servers.some((s) => s.url === stored.url);
  const choice = servers.length < 2 ? undefined : gone ? 'all' : stored;
  return { choice, setChoice, servers, activeUrl, showServer: choice !== undefined && choice !== 'active', nameOf };
}
