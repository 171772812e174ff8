import type { ConnectionStatus, ExternalStore } from '../../protocol/model/types';
import { Listeners } from '../../lib/listeners';
import type { ConnectTarget, SessionLike, SessionManager } from './session-manager';

/** Servers live at once (issue 41): a ninth connect replaces the active one, as a single connect always did. */
export const MAX_LIVE_SERVERS = 8;

/** One server of the workspace: its own manager (session, status, recovery) and the notifications it had while in the background. */
export interface WorkspaceEntry<S extends SessionLike> {
  manager: SessionManager<S>;
  unread: number;
}

export interface WorkspaceSnapshot<S extends SessionLike> {
  /** In the order they were connected; the first entry is never removed while it is the only one. */
  entries: readonly WorkspaceEntry<S>[];
  active: SessionManager<S>;
}

export interface WorkspaceDeps<S extends SessionLike> {
  /** The manager the app started with; it is the first entry. */
  primary: SessionManager<S>;
  createManager(): SessionManager<S>;
  max?: number;
}

/** The server a manager is for: undefined before its first connect. */
export function managerUrl(status: ConnectionStatus): string | undefined {
  return status.state === 'idle' ? undefined : status.url;
}

const isLive = (status: ConnectionStatus): boolean => status.state !== 'idle' && status.state !== 'closed' && status.state !== 'error';

/**
 * Several servers connected at once, one of them active (issue 41). Each server keeps its own
 * `SessionManager`, so recovery, status and the session stay per server; the panels read the
 * active manager. A server that is disconnected leaves the workspace unless it is the last one.
 */
export class Workspace<S extends SessionLike> implements ExternalStore<WorkspaceSnapshot<S>> {
  readonly #deps: WorkspaceDeps<S>;
  readonly #listeners = new Listeners();
  readonly #joined: ((manager: SessionManager<S>) => void)[] = [];
  /** Managers asked to connect whose status may not say so yet (the manager publishes "connecting" after a tick). */
  readonly #claimed = new Set<SessionManager<S>>();
  #snapshot: WorkspaceSnapshot<S>;

  constructor(deps: WorkspaceDeps<S>) {
    this.#deps = deps;
    this.#snapshot = { entries: [], active: deps.primary };
    this.#join(deps.primary);
  }

  subscribe = (listener: () => void): (() => void) => this.#listeners.add(listener);

  getSnapshot = (): WorkspaceSnapshot<S> => this.#snapshot;

  /** Runs `wire` for every manager now in the workspace and each that joins later: per-server wiring (cache invalidation, notification counts) follows every server. */
  forEachManager(wire: (manager: SessionManager<S>) => void): void {
    this.#joined.push(wire);
    for (const entry of this.#snapshot.entries) wire(entry.manager);
  }

  /** The manager for `url`, if that server is in the workspace. */
  managerFor(url: string): SessionManager<S> | undefined {
    return this.#snapshot.entries.find((e) => managerUrl(e.manager.getSnapshot().status) === url)?.manager;
  }

  /**
   * Connects to `target`: the same server again reconnects its own manager; another server joins
   * beside the live ones (the active manager is reused when it holds nothing live). `activate:
   * false` connects in the background (the later `server=` of a deep link).
   */
  connect(target: ConnectTarget, { activate = true }: { activate?: boolean } = {}): Promise<ConnectionStatus> {
    const manager = this.managerFor(target.url) ?? this.#freeManager();
    if (activate) this.activate(manager);
    this.#claimed.add(manager);
    return manager.connect(target).finally(() => this.#claimed.delete(manager));
  }

  activate(manager: SessionManager<S>): void {
    const entries = this.#snapshot.entries.map((e) => (e.manager === manager && e.unread !== 0 ? { ...e, unread: 0 } : e));
    if (!entries.some((e) => e.manager === manager)) return;
    this.#publish({ entries, active: manager });
  }

  /** Closes one server; the workspace keeps the others, and the first of them becomes active if it was. */
  async disconnect(manager: SessionManager<S>): Promise<void> {
    await manager.disconnect();
  }

  /** A notification reached a server in the background: its entry counts it until it is made active. */
  countNotification(manager: SessionManager<S>): void {
    if (manager === this.#snapshot.active) return;
    const entries = this.#snapshot.entries.map((e) => (e.manager === manager ? { ...e, unread: e.unread + 1 } : e));
    this.#publish({ ...this.#snapshot, entries });
  }

  #freeManager(): SessionManager<S> {
    const { entries, active } = this.#snapshot;
    const free = (manager: SessionManager<S>): boolean => !this.#claimed.has(manager) && !isLive(manager.getSnapshot().status);
    if (free(active)) return active;
    const idle = entries.find((e) => free(e.manager));
    if (idle !== undefined) return idle.manager;
    if (entries.length >= (this.#deps.max ?? MAX_LIVE_SERVERS)) return active;
    const manager = this.#deps.createManager();
    this.#join(manager);
    return manager;
  }

  #join(manager: SessionManager<S>): void {
    this.#publish({ ...this.#snapshot, entries: [...this.#snapshot.entries, { manager, unread: 0 }] });
    manager.subscribe(() => this.#onStatus(manager));
    for (const wire of this.#joined) wire(manager);
  }

  #onStatus(manager: SessionManager<S>): void {
    const { entries, active } = this.#snapshot;
    if (manager.getSnapshot().status.state !== 'closed' || entries.length < 2) {
      // Entries are plain values: a status change elsewhere re-renders whoever lists them.
      this.#publish({ entries: [...entries], active });
      return;
    }
    const rest = entries.filter((e) => e.manager !== manager);
    const first = rest[0];
    if (first === undefined) return;
    this.#publish({ entries: rest, active: active === manager ? first.manager : active });
  }

  #publish(next: WorkspaceSnapshot<S>): void {
    this.#snapshot = next;
    this.#listeners.emit();
  }
}
