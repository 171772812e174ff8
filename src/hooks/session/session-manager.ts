import type { ConnectionStatus, ConsoleErrorData, ExternalStore } from '../../protocol/model/types';
import { Listeners } from '../../lib/listeners';

/** The part of `McpSession` the manager drives; tests substitute fakes. */
export interface SessionLike {
  readonly url: string;
  readonly status: ExternalStore<ConnectionStatus>;
  connect(): Promise<ConnectionStatus>;
  close(): Promise<void>;
}

/** What the user asked to connect to. Secret header names are redacted in the traffic log. */
export interface ConnectTarget {
  url: string;
  headers: Record<string, string>;
  secretHeaders: string[];
}

export interface SessionInput extends ConnectTarget {
  /** A replacement fetch (the in-page demo server); undefined means the browser's own. */
  fetch: typeof fetch | undefined;
}

export interface SessionManagerDeps<S extends SessionLike> {
  /** May load the session code lazily (the production factory imports it after first paint). */
  createSession(input: SessionInput): S | Promise<S>;
  /** Resolves a special fetch for a URL (loaded lazily, e.g. the embedded demo server). */
  resolveFetch?(url: string): Promise<typeof fetch | undefined>;
  now?(): number;
}

export interface SessionSnapshot<S extends SessionLike> {
  session: S | undefined;
  status: ConnectionStatus;
}

function errorText(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/**
 * Owns the one active MCP session. Lives outside React so that connecting, reconnecting and
 * status changes are ordinary method calls; components read it with `useSyncExternalStore`.
 * A newer `connect` always wins: older attempts notice the generation changed and stand down.
 */
export class SessionManager<S extends SessionLike> implements ExternalStore<SessionSnapshot<S>> {
  readonly #deps: SessionManagerDeps<S>;
  readonly #listeners = new Listeners();
  #snapshot: SessionSnapshot<S> = { session: undefined, status: { state: 'idle' } };
  #generation = 0;
  #detach: (() => void) | undefined;

  constructor(deps: SessionManagerDeps<S>) {
    this.#deps = deps;
  }

  subscribe = (listener: () => void): (() => void) => this.#listeners.add(listener);

  getSnapshot = (): SessionSnapshot<S> => this.#snapshot;

  /** Closes any current session and connects to `target`. Never throws. */
  async connect(target: ConnectTarget): Promise<ConnectionStatus> {
    const generation = ++this.#generation;
    await this.#teardown();
    if (generation !== this.#generation) return this.#snapshot.status;
    this.#publish({ session: undefined, status: { state: 'connecting', url: target.url, startedAt: this.#now() } });

    let fetchImpl: typeof fetch | undefined;
    try {
      fetchImpl = await this.#deps.resolveFetch?.(target.url);
    } catch (error) {
      if (generation !== this.#generation) return this.#snapshot.status;
      return this.#fail(target.url, { kind: 'network', message: `Could not load the fetch for ${target.url}: ${errorText(error)}` });
    }
    if (generation !== this.#generation) return this.#snapshot.status;

    let session: S;
    try {
      session = await this.#deps.createSession({ ...target, fetch: fetchImpl });
    } catch (error) {
      if (generation !== this.#generation) return this.#snapshot.status;
      return this.#fail(target.url, { kind: 'protocol', message: errorText(error) });
    }
    if (generation !== this.#generation) {
      // A newer connect started while the session code loaded: this one never goes live.
      void session.close().catch(() => undefined);
      return this.#snapshot.status;
    }
    this.#attach(session);
    try {
      return await session.connect();
    } catch (error) {
      // McpSession promises not to throw; this guards against a broken promise, not a normal path.
      if (generation !== this.#generation) return this.#snapshot.status;
      return this.#fail(target.url, { kind: 'network', message: errorText(error) });
    }
  }

  /** Closes the active session (if any); the status ends as `closed`. */
  async disconnect(): Promise<void> {
    this.#generation++;
    const url = this.#currentUrl();
    await this.#teardown();
    if (url !== undefined) this.#publish({ session: undefined, status: { state: 'closed', url } });
  }

  #now(): number {
    return this.#deps.now?.() ?? Date.now();
  }

  #currentUrl(): string | undefined {
    const status = this.#snapshot.status;
    return status.state === 'idle' ? undefined : status.url;
  }

  #attach(session: S): void {
    const read = (): void => this.#publish({ session, status: session.status.getSnapshot() });
    this.#detach = session.status.subscribe(read);
    read();
  }

  async #teardown(): Promise<void> {
    const session = this.#snapshot.session;
    this.#detach?.();
    this.#detach = undefined;
    if (session === undefined) return;
    this.#publish({ session: undefined, status: this.#snapshot.status });
    try {
      await session.close();
    } catch {
      // A session that fails to close is already unusable; nothing more to do with it.
    }
  }

  #fail(url: string, error: ConsoleErrorData): ConnectionStatus {
    const status: ConnectionStatus = { state: 'error', url, error };
    this.#publish({ session: this.#snapshot.session, status });
    return status;
  }

  #publish(next: SessionSnapshot<S>): void {
    if (next.session === this.#snapshot.session && next.status === this.#snapshot.status) return;
    this.#snapshot = next;
    this.#listeners.emit();
  }
}
