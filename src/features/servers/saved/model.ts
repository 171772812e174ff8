/** One extra HTTP header sent with every MCP request to a server. */
export interface HeaderEntry {
  id: string;
  name: string;
  value: string;
  /** Secret values are redacted in traffic and, unless the server remembers secrets, never reach localStorage. */
  secret: boolean;
}

export interface SavedServer {
  id: string;
  name: string;
  url: string;
  /** Sent as `Authorization: Bearer <token>` when not empty. */
  token: string;
  headers: HeaderEntry[];
  /** Off by default: secrets then live in sessionStorage only. */
  rememberSecrets: boolean;
  /** `Use local proxy` (issue 32): reach this server through the served console's proxy. Absent is off. */
  useLocalProxy?: boolean;
}

export interface ServersState {
  servers: SavedServer[];
  selectedId: string | undefined;
  /** The server URL last connected to, reconnected on the next visit. */
  lastUsedUrl: string | undefined;
  /** What is typed in the Server URL box, so a reload keeps it. */
  draftUrl: string | undefined;
}

export const EMPTY_STATE: ServersState = { servers: [], selectedId: undefined, lastUsedUrl: undefined, draftUrl: undefined };

/** Authorization is always secret, whatever the user ticked. */
export function isSecretHeader(header: Pick<HeaderEntry, 'name' | 'secret'>): boolean {
  return header.secret || header.name.trim().toLowerCase() === 'authorization';
}

export function newId(): string {
  return globalThis.crypto.randomUUID();
}

/** A readable default name for a server: its host, or the raw text when it is not a URL. */
export function nameFromUrl(url: string): string {
  try {
    return new URL(url).host || url;
  } catch {
    return url;
  }
}
