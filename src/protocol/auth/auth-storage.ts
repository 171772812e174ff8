import type { StoredOAuthClientInformation, StoredOAuthTokens } from '@modelcontextprotocol/client';
import { z } from 'zod';

/** The part of the Web Storage API the provider needs; sessionStorage in the app, a Map in tests. */
export interface AuthStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const tokensSchema = z.looseObject({
  access_token: z.string(),
  token_type: z.string(),
  id_token: z.string().optional(),
  expires_in: z.number().optional(),
  scope: z.string().optional(),
  refresh_token: z.string().optional(),
  issuer: z.string().optional(),
});

const clientSchema = z.looseObject({
  client_id: z.string(),
  client_secret: z.string().optional(),
  issuer: z.string().optional(),
});

const recordSchema = z.object({
  tokens: tokensSchema.optional(),
  client: clientSchema.optional(),
  /** When the tokens were saved (ms), to tell an expired access token. */
  savedAt: z.number().optional(),
});

export type StoredAuth = { tokens?: StoredOAuthTokens; client?: StoredOAuthClientInformation; savedAt?: number };

/** Storage key of one server's credentials: tokens are per MCP server (RFC 8707 audience). */
export const authStorageKey = (serverUrl: string): string => `mcp-console:oauth:${serverUrl}`;

export function readStoredAuth(storage: AuthStorage, serverUrl: string): StoredAuth {
  const raw = storage.getItem(authStorageKey(serverUrl));
  if (raw === null) return {};
  try {
    const parsed = recordSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) return {};
    const { tokens, client, savedAt } = parsed.data;
    return { ...(tokens === undefined ? {} : { tokens }), ...(client === undefined ? {} : { client }), ...(savedAt === undefined ? {} : { savedAt }) };
  } catch {
    return {};
  }
}

export function writeStoredAuth(storage: AuthStorage, serverUrl: string, value: StoredAuth): void {
  if (value.tokens === undefined && value.client === undefined) storage.removeItem(authStorageKey(serverUrl));
  else storage.setItem(authStorageKey(serverUrl), JSON.stringify(value));
}
