import { browserStorage, type KeyValueStorage } from './browser-storage';
import { ValueStore } from '../value-store';
import { isRecord } from '../is-record';

/** Tool names per server URL whose calls no longer ask for confirmation. */
export type SkipMap = Readonly<Record<string, readonly string[]>>;

type SkipStorage = KeyValueStorage;

const KEY = 'mcp-console.confirm-skips';
const VERSION = 1;


/** Reads the stored map; another version or a broken value reads as "ask for every tool". */
function read(storage: SkipStorage | undefined): SkipMap {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage?.getItem(KEY) ?? 'null');
  } catch {
    return {};
  }
  if (!isRecord(parsed) || parsed['version'] !== VERSION || !isRecord(parsed['servers'])) return {};
  const servers: Record<string, readonly string[]> = {};
  for (const [url, names] of Object.entries(parsed['servers'])) {
    if (Array.isArray(names)) servers[url] = names.filter((name): name is string => typeof name === 'string');
  }
  return servers;
}

/**
 * "Don't ask again for this tool on this server" (spec §19: clients SHOULD confirm possibly
 * destructive calls; the user may waive that per tool). Persisted in localStorage with a
 * versioned schema, readable through `useSyncExternalStore`, resettable per server.
 */
export class ConfirmSkips {
  readonly #store: ValueStore<SkipMap>;
  readonly #storage: SkipStorage | undefined;

  constructor(storage: SkipStorage | undefined) {
    this.#storage = storage;
    this.#store = new ValueStore(read(storage));
  }

  subscribe = (listener: () => void): (() => void) => this.#store.subscribe(listener);

  getSnapshot = (): SkipMap => this.#store.getSnapshot();

  isSkipped(serverUrl: string, toolName: string): boolean {
    return this.getSnapshot()[serverUrl]?.includes(toolName) === true;
  }

  skip(serverUrl: string, toolName: string): void {
    const current = this.getSnapshot();
    if (this.isSkipped(serverUrl, toolName)) return;
    this.#write({ ...current, [serverUrl]: [...(current[serverUrl] ?? []), toolName] });
  }

  /** Every tool of `serverUrl` asks again. */
  reset(serverUrl: string): void {
    const { [serverUrl]: _dropped, ...rest } = this.getSnapshot();
    this.#write(rest);
  }

  #write(next: SkipMap): void {
    this.#store.set(next);
    try {
      this.#storage?.setItem(KEY, JSON.stringify({ version: VERSION, servers: next }));
    } catch {
      // Storage full or disabled: the choice holds for this page only.
    }
  }
}

let shared: ConfirmSkips | undefined;

/** The page's one ConfirmSkips over localStorage (the Tools panel and the servers' settings share it). */
export function confirmSkips(): ConfirmSkips {
  shared ??= new ConfirmSkips(browserStorage());
  return shared;
}
