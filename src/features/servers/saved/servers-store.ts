import type { ExternalStore } from '../../../protocol/model/types';
import { Listeners } from '../../../lib/listeners';
import { nameFromUrl, newId, type HeaderEntry, type SavedServer, type ServersState } from './model';
import { mergeSecrets, parseSecrets, SECRETS_KEY, splitSecrets } from './secrets';
import { parseServersDocument, serializeServersDocument, SERVERS_KEY } from './storage';

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A server the command line announced: its name, endpoint and headers (values from a config file). */
export interface AnnouncedServer {
  name: string;
  url: string;
  headers: Readonly<Record<string, string>>;
}

function announcedServer(entry: AnnouncedServer): SavedServer {
  const headers = Object.entries(entry.headers).map(([name, value]): HeaderEntry => ({ id: newId(), name, value, secret: true }));
  return { id: newId(), name: entry.name, url: entry.url, token: '', headers, rememberSecrets: false };
}

/** The saved headers with the announced values; announced names not saved yet are added as secret. */
function refreshHeaders(saved: readonly HeaderEntry[], announced: Readonly<Record<string, string>>): HeaderEntry[] {
  const byName = new Map(Object.entries(announced).map(([name, value]) => [name.toLowerCase(), { name, value }]));
  const headers = saved.map((header) => {
    const fresh = byName.get(header.name.trim().toLowerCase());
    if (fresh === undefined) return header;
    byName.delete(header.name.trim().toLowerCase());
    return { ...header, value: fresh.value };
  });
  for (const { name, value } of byName.values()) headers.push({ id: newId(), name, value, secret: true });
  return headers;
}

function read(storage: StorageLike, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * Saved servers and what the user typed, persisted on every change: the document (minus
 * unremembered secrets) to `persistent` (localStorage), those secrets to `session`
 * (sessionStorage), so they survive a reload of the tab but never reach disk.
 */
export class ServersStore implements ExternalStore<ServersState> {
  readonly #listeners = new Listeners();
  readonly #persistent: StorageLike;
  readonly #session: StorageLike;
  #state: ServersState;
  /** The saved server the last connection used (its headers): not persisted, a fact of this visit. */
  #connectedId: string | undefined;

  constructor(persistent: StorageLike, session: StorageLike) {
    this.#persistent = persistent;
    this.#session = session;
    const loaded = parseServersDocument(read(persistent, SERVERS_KEY));
    this.#state = { ...loaded, servers: mergeSecrets(loaded.servers, parseSecrets(read(session, SECRETS_KEY))) };
  }

  subscribe = (listener: () => void): (() => void) => this.#listeners.add(listener);

  getSnapshot = (): ServersState => this.#state;

  setDraftUrl(draftUrl: string): void {
    this.#update({ ...this.#state, draftUrl });
  }

  /** Remembers the URL connected to, for the next visit, and the saved server connected with. */
  markUsed(url: string, savedId?: string): void {
    this.#connectedId = savedId;
    this.#update({ ...this.#state, lastUsedUrl: url });
  }

  /**
   * The saved server the connection to `url` was made with, while it is still saved with that
   * URL; selecting another saved server in the list does not change the connection's headers.
   */
  connectedIdFor(url: string): string | undefined {
    const server = this.#state.servers.find((s) => s.id === this.#connectedId);
    return server?.url === url ? server.id : undefined;
  }

  /** Saves a new server for `url` and selects it; returns its id. */
  addServer(url: string): string {
    const server: SavedServer = { id: newId(), name: nameFromUrl(url), url, token: '', headers: [], rememberSecrets: false };
    this.#update({ ...this.#state, servers: [...this.#state.servers, server], selectedId: server.id });
    return server.id;
  }

  /**
   * Saves servers the CLI announced (`mcp-console -- <command>`, `--config`), once per URL: a
   * reload finds the one saved before and refreshes its header values, keeping what the user
   * changed (name, which headers are secret). New headers are secret, like a token: their values
   * stay in this tab unless the user ticks "remember". Returns the saved ids by URL.
   */
  saveAnnounced(entries: readonly AnnouncedServer[]): Map<string, string> {
    const ids = new Map<string, string>();
    const servers = [...this.#state.servers];
    for (const entry of entries) {
      const index = servers.findIndex((s) => s.url === entry.url);
      const saved = servers[index];
      const server = saved === undefined ? announcedServer(entry) : { ...saved, headers: refreshHeaders(saved.headers, entry.headers) };
      if (saved === undefined) servers.push(server);
      else servers[index] = server;
      ids.set(entry.url, server.id);
    }
    this.#update({ ...this.#state, servers });
    return ids;
  }

  updateServer(id: string, patch: Partial<Omit<SavedServer, 'id'>>): void {
    const servers = this.#state.servers.map((s) => (s.id === id ? { ...s, ...patch } : s));
    this.#update({ ...this.#state, servers });
  }

  addHeader(serverId: string): void {
    const header: HeaderEntry = { id: newId(), name: '', value: '', secret: false };
    this.#mapHeaders(serverId, (headers) => [...headers, header]);
  }

  updateHeader(serverId: string, headerId: string, patch: Partial<Omit<HeaderEntry, 'id'>>): void {
    this.#mapHeaders(serverId, (headers) => headers.map((h) => (h.id === headerId ? { ...h, ...patch } : h)));
  }

  removeHeader(serverId: string, headerId: string): void {
    this.#mapHeaders(serverId, (headers) => headers.filter((h) => h.id !== headerId));
  }

  removeServer(id: string): void {
    const selectedId = this.#state.selectedId === id ? undefined : this.#state.selectedId;
    this.#update({ ...this.#state, servers: this.#state.servers.filter((s) => s.id !== id), selectedId });
  }

  /** Selects a saved server (or none) and puts its URL in the Server URL box. */
  select(id: string | undefined): void {
    const server = this.#state.servers.find((s) => s.id === id);
    this.#update({ ...this.#state, selectedId: server?.id, draftUrl: server?.url ?? this.#state.draftUrl });
  }

  #mapHeaders(serverId: string, map: (headers: HeaderEntry[]) => HeaderEntry[]): void {
    const server = this.#state.servers.find((s) => s.id === serverId);
    if (server !== undefined) this.updateServer(serverId, { headers: map(server.headers) });
  }

  #update(next: ServersState): void {
    this.#state = next;
    this.#save();
    this.#listeners.emit();
  }

  #save(): void {
    const { persistent, secrets } = splitSecrets(this.#state.servers);
    try {
      this.#persistent.setItem(SERVERS_KEY, serializeServersDocument({ ...this.#state, servers: persistent }));
      this.#session.setItem(SECRETS_KEY, JSON.stringify(secrets));
    } catch {
      // Storage can be full or disabled (private mode); the in-memory state still works for this visit.
    }
  }
}
