import { Listeners } from '../../lib/listeners';
import type { ExternalStore } from '../../protocol/model/types';

const STORAGE_KEY = 'mcp-console:icon-consent:v1';

type HostsByServer = Readonly<Record<string, readonly string[]>>;

export interface IconConsentSnapshot {
  /** Icon hosts the user allowed, per server URL (kept in this browser). */
  allowed: HostsByServer;
  /** Icon hosts seen and not loaded, per server URL (this page only). */
  withheld: HostsByServer;
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

function isHostsByServer(value: unknown): value is Record<string, string[]> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((hosts) => Array.isArray(hosts) && hosts.every((host) => typeof host === 'string'));
}

function readAllowed(storage: Storage | undefined): HostsByServer {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? '{}');
    return isHostsByServer(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

function withHost(map: HostsByServer, server: string, host: string): HostsByServer {
  const hosts = map[server] ?? [];
  return hosts.includes(host) ? map : { ...map, [server]: [...hosts, host] };
}

/** Which third-party icon hosts each local server may load from (see `consentHostFor`). */
export class IconConsentStore implements ExternalStore<IconConsentSnapshot> {
  private readonly listeners = new Listeners();
  private snapshot: IconConsentSnapshot;

  constructor(private readonly storage: Storage | undefined) {
    this.snapshot = { allowed: readAllowed(storage), withheld: {} };
  }

  subscribe = (listener: () => void): (() => void) => this.listeners.add(listener);

  getSnapshot = (): IconConsentSnapshot => this.snapshot;

  allows(server: string, host: string): boolean {
    return this.snapshot.allowed[server]?.includes(host) === true;
  }

  /** An icon of `server` from `host` was not loaded: the card offers to load it. */
  withhold(server: string, host: string): void {
    const withheld = withHost(this.snapshot.withheld, server, host);
    if (withheld === this.snapshot.withheld) return;
    this.publish({ ...this.snapshot, withheld });
  }

  /** `Load icon from <host>`: this server's icons from `host` load, now and on later visits. */
  allow(server: string, host: string): void {
    const allowed = withHost(this.snapshot.allowed, server, host);
    if (allowed === this.snapshot.allowed) return;
    try {
      this.storage?.setItem(STORAGE_KEY, JSON.stringify(allowed));
    } catch {
      // Storage full or refused: the consent holds for this page.
    }
    this.publish({ ...this.snapshot, allowed });
  }

  private publish(next: IconConsentSnapshot): void {
    this.snapshot = next;
    this.listeners.emit();
  }
}

function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

let shared: IconConsentStore | undefined;

/** The page's one consent store, on this browser's localStorage. */
export function iconConsents(): IconConsentStore {
  shared ??= new IconConsentStore(browserStorage());
  return shared;
}
