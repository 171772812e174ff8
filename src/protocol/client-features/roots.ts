import { browserStorage, type KeyValueStorage } from '../../lib/stored/browser-storage';
import { ValueStore } from '../../lib/value-store';
import { isRecord } from '../../lib/is-record';

/** One root the client offers a server (spec: client features, roots): a `file://` URI and a name. */
export interface Root {
  uri: string;
  name?: string;
}

/** Where a session reads the roots it answers `roots/list` with, and learns of edits. */
export interface RootsSource {
  get(serverUrl: string): readonly Root[];
  /** The list to answer a server's `roots/list` with; the source notes that this server asked. */
  answer(serverUrl: string): readonly Root[];
  subscribe(listener: () => void): () => void;
}

/** Why `uri` cannot be a root, or undefined. The spec has roots be `file://` URIs for now. */
export function rootProblem(uri: string): string | undefined {
  if (uri.trim() === '') return 'Give the root a file:// URI.';
  if (!URL.canParse(uri)) return `${uri} is not a URI.`;
  const url = new URL(uri);
  if (url.protocol !== 'file:') return `Roots are file:// URIs (spec: roots); ${url.protocol}// is not one.`;
  if (url.pathname === '' || url.pathname === '/') return 'Name a folder, not the whole file system.';
  return undefined;
}

/** Versioned: `{ [serverUrl]: Root[] }`, validated on read. */
const KEY = 'mcp-console.roots.v1';

function parseRoots(value: unknown): Root[] {
  if (!Array.isArray(value)) return [];
  const roots: Root[] = [];
  for (const item of value) {
    if (!isRecord(item) || typeof item['uri'] !== 'string' || rootProblem(item['uri']) !== undefined) continue;
    roots.push(typeof item['name'] === 'string' && item['name'] !== '' ? { uri: item['uri'], name: item['name'] } : { uri: item['uri'] });
  }
  return roots;
}

function readAll(storage: KeyValueStorage | undefined): Record<string, Root[]> {
  try {
    const raw = storage?.getItem(KEY);
    const parsed: unknown = raw === null || raw === undefined ? {} : JSON.parse(raw);
    if (!isRecord(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).map(([url, roots]) => [url, parseRoots(roots)]));
  } catch {
    return {};
  }
}

const NONE: readonly Root[] = [];

/**
 * The roots the user gave each server (by URL), kept in localStorage. The console answers a
 * server's `roots/list` from here, and an edit tells connected legacy servers
 * `notifications/roots/list_changed`.
 */
export class RootsStore implements RootsSource {
  private readonly state: ValueStore<Record<string, Root[]>>;
  /** The servers that asked for roots while this page was open: the editor opens for them. */
  private readonly askedBy = new ValueStore<ReadonlySet<string>>(new Set());

  constructor(private readonly storage: KeyValueStorage | undefined = browserStorage()) {
    this.state = new ValueStore(readAll(storage));
  }

  subscribe = (listener: () => void): (() => void) => {
    const stopRoots = this.state.subscribe(listener);
    const stopAsked = this.askedBy.subscribe(listener);
    return () => {
      stopRoots();
      stopAsked();
    };
  };
  getSnapshot = (): Record<string, Root[]> => this.state.getSnapshot();

  get(serverUrl: string): readonly Root[] {
    return this.state.getSnapshot()[serverUrl] ?? NONE;
  }

  answer(serverUrl: string): readonly Root[] {
    const asked = this.askedBy.getSnapshot();
    if (!asked.has(serverUrl)) this.askedBy.set(new Set([...asked, serverUrl]));
    return this.get(serverUrl);
  }

  /** True once the server at `serverUrl` asked for its roots (`roots/list`) in this page's life. */
  wasAsked(serverUrl: string): boolean {
    return this.askedBy.getSnapshot().has(serverUrl);
  }

  /** Replaces a server's roots; throws the first invalid URI's problem, changing nothing. */
  set(serverUrl: string, roots: readonly Root[]): void {
    for (const root of roots) {
      const problem = rootProblem(root.uri);
      if (problem !== undefined) throw new Error(problem);
    }
    const next = { ...this.state.getSnapshot(), [serverUrl]: roots.map((r) => (r.name === undefined || r.name === '' ? { uri: r.uri } : { uri: r.uri, name: r.name })) };
    this.state.set(next);
    try {
      this.storage?.setItem(KEY, JSON.stringify(next));
    } catch {
      // Storage full or disabled: the roots last for this page only.
    }
  }
}
