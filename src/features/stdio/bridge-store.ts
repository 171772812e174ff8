import { Listeners } from '../../lib/listeners';
import type { FlushScheduler } from '../../lib/buffers/frame-notifier';
import type { ExternalStore } from '../../protocol/model/types';
import { bridgePath, loadBridgedServers, restartBridge, type BridgedServer, type BridgeListing, type ProcessState, type StdioBridgedServer } from './bridge-api';
import { BridgeProcess } from './bridge-process';

/**
 * Whether this page can use the bridge: `none` (not served with one, or not asked yet), `ready`
 * (the list loaded), `unauthorized` (opened without the printed URL's secret), `error`.
 */
export type BridgeAccess = 'none' | 'ready' | 'unauthorized' | 'error';

export interface BridgeSnapshot {
  access: BridgeAccess;
  /** What went wrong, for `error`. */
  message: string | undefined;
  servers: readonly BridgedServer[];
}

export interface BridgeStoreOptions {
  consoleOrigin: string;
  /** The bridge fetch (adds the secret); never the tapped one. */
  fetch: typeof fetch;
  schedule?: FlushScheduler;
  /** Waits of the events stream's reconnect (tests pass an immediate one). */
  wait?: (ms: number, signal: AbortSignal) => Promise<void>;
}

/**
 * The bridged servers of this page (`/.mcp-console/servers`) and, per stdio bridge, its
 * process (state and output), watched from the first time someone asks for it.
 */
export class BridgeStore implements ExternalStore<BridgeSnapshot> {
  readonly consoleOrigin: string;
  private readonly options: BridgeStoreOptions;
  private readonly listeners = new Listeners();
  /** Told when any process's state changes (a spawn, an exit). */
  private readonly processListeners = new Listeners();
  private readonly processes = new Map<string, BridgeProcess>();
  private snapshot: BridgeSnapshot = { access: 'none', message: undefined, servers: [] };

  constructor(options: BridgeStoreOptions) {
    this.options = options;
    this.consoleOrigin = options.consoleOrigin;
  }

  subscribe = (listener: () => void): (() => void) => this.listeners.add(listener);

  getSnapshot = (): BridgeSnapshot => this.snapshot;

  /** Asks the bridge for its servers and publishes what it found. */
  async load(): Promise<BridgeListing> {
    const listing = await loadBridgedServers(this.options.fetch, this.consoleOrigin);
    if (listing.kind === 'ok') this.publish({ access: 'ready', message: undefined, servers: listing.servers });
    else if (listing.kind === 'unauthorized') this.markUnauthorized();
    else if (listing.kind === 'error') this.publish({ ...this.snapshot, access: 'error', message: listing.message });
    return listing;
  }

  /** A bridge request came back 401: this page lacks the run's secret. */
  markUnauthorized(): void {
    if (this.snapshot.access === 'unauthorized') return;
    this.publish({ ...this.snapshot, access: 'unauthorized', message: undefined });
    for (const process of this.processes.values()) process.stop();
  }

  /** The stdio bridge whose MCP endpoint is `url`, if any. */
  stdioFor(url: string): StdioBridgedServer | undefined {
    return this.snapshot.servers.find((s): s is StdioBridgedServer => s.kind === 'stdio' && s.url === url);
  }

  /**
   * The connection to `url` failed because its stdio server is not running: the bridge said the
   * process exited. That exit (code or signal, last stderr lines) is then the whole story; the
   * bridge's own 503 answer while the child is down is not (issue 39).
   */
  readonly failureExplainer = {
    subscribe: (listener: () => void): (() => void) => this.processListeners.add(listener),
    explains: (url: string): boolean => {
      const server = this.stdioFor(url);
      const state = server === undefined ? undefined : this.processes.get(server.id)?.state.getSnapshot();
      return state?.running === false && state.exit !== null;
    },
  };

  /** The process of bridge `id`, its events stream opened on first use. */
  process(id: string): BridgeProcess {
    let process = this.processes.get(id);
    if (process === undefined) {
      process = new BridgeProcess(this.options.schedule);
      process.state.subscribe(() => this.processListeners.emit());
      this.processes.set(id, process);
    }
    if (!process.watching && this.snapshot.access !== 'unauthorized') {
      process.start({
        fetch: this.options.fetch,
        url: new URL(bridgePath(id, 'events'), this.consoleOrigin).href,
        onUnauthorized: () => this.markUnauthorized(),
        ...(this.options.wait === undefined ? {} : { wait: this.options.wait }),
      });
    }
    return process;
  }

  /** `Restart server`: the bridge stops and starts the child; the answer is its new state. */
  async restart(id: string): Promise<ProcessState> {
    const state = await restartBridge(this.options.fetch, this.consoleOrigin, id);
    this.process(id).setState(state);
    return state;
  }

  private publish(next: BridgeSnapshot): void {
    this.snapshot = next;
    this.listeners.emit();
  }
}
