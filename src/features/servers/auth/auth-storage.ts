import type { AuthStorage } from '../../../protocol/auth';
import type { StorageLike } from '../saved/servers-store';
import { parseServersDocument, SERVERS_KEY } from '../saved/storage';

const PREFIX = 'mcp-console:oauth:';

/**
 * Where OAuth credentials of a server live (spec §22): sessionStorage (gone with the tab), or
 * localStorage when the user ticked "remember" for that saved server — the same choice as for
 * its other secrets (secrets.ts).
 */
export function rememberAwareAuthStorage(local: StorageLike, session: StorageLike): AuthStorage {
  const remembers = (key: string): boolean => {
    const url = key.startsWith(PREFIX) ? key.slice(PREFIX.length) : undefined;
    if (url === undefined) return false;
    return parseServersDocument(local.getItem(SERVERS_KEY)).servers.some((s) => s.url === url && s.rememberSecrets);
  };
  return {
    getItem: (key) => session.getItem(key) ?? (remembers(key) ? local.getItem(key) : null),
    setItem: (key, value) => {
      const target = remembers(key) ? local : session;
      (target === local ? session : local).removeItem(key);
      target.setItem(key, value);
    },
    removeItem: (key) => {
      session.removeItem(key);
      local.removeItem(key);
    },
  };
}
