import * as z from 'zod/mini';
import { isSecretHeader, type SavedServer } from './model';

/** sessionStorage key for secrets the user did not ask to remember (gone with the tab). */
export const SECRETS_KEY = 'mcp-console:secrets';

const secretsSchema = z.record(
  z.string(),
  z.object({ token: z.string(), headers: z.record(z.string(), z.string()) }),
);

/** Secret values per server id: the bearer token and secret header values by header id. */
export type SecretsById = z.infer<typeof secretsSchema>;

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
    const parsed = secretsSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}
