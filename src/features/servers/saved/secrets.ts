import { isRecord } from '../../../lib/is-record';
import { isSecretHeader, type SavedServer } from './model';

/** sessionStorage key for secrets the user did not ask to remember (gone with the tab). */
export const SECRETS_KEY = 'mcp-console:secrets';

/** Secret values per server id: the bearer token and secret header values by header id. */
export type SecretsById = Record<string, { token: string; headers: Record<string, string> }>;

const isStringRecord = (value: unknown): value is Record<string, string> => isRecord(value) && Object.values(value).every((v) => typeof v === 'string');

/** Checked by hand, not with zod, which would bring its core onto the first paint (issue 43); anything off rejects the whole store. */
function readSecrets(value: unknown): SecretsById | undefined {
  if (!isRecord(value)) return undefined;
  const secrets: SecretsById = {};
  for (const [id, held] of Object.entries(value)) {
    if (!isRecord(held) || typeof held.token !== 'string' || !isStringRecord(held.headers)) return undefined;
    secrets[id] = { token: held.token, headers: { ...held.headers } };
  }
  return secrets;
}

/**
 * Splits servers into what may go to localStorage and what must stay in the session store.
 * Servers with `rememberSecrets` keep everything in the persistent part, as the user chose.
 */
export function splitSecrets(servers: readonly SavedServer[]): { persistent: SavedServer[]; secrets: SecretsById } {
  const secrets: SecretsById = {};
  const persistent = servers.map((server) => {
    if (server.rememberSecrets) return server;
    const headerSecrets: Record<string, string> = {};
    const headers = server.headers.map((header) => {
      if (!isSecretHeader(header)) return header;
      headerSecrets[header.id] = header.value;
      return { ...header, value: '' };
    });
    secrets[server.id] = { token: server.token, headers: headerSecrets };
    return { ...server, token: '', headers };
  });
  return { persistent, secrets };
}

/** Puts session-held secrets back into servers loaded from localStorage. */
export function mergeSecrets(servers: readonly SavedServer[], secrets: SecretsById): SavedServer[] {
  return servers.map((server) => {
    const held = secrets[server.id];
    if (held === undefined || server.rememberSecrets) return server;
    return {
      ...server,
      token: held.token,
      headers: server.headers.map((header) => {
        const value = held.headers[header.id];
        return value === undefined ? header : { ...header, value };
      }),
    };
  });
}

export function parseSecrets(raw: string | null): SecretsById {
  if (raw === null) return {};
  try {
    return readSecrets(JSON.parse(raw)) ?? {};
  } catch {
    return {};
  }
}
