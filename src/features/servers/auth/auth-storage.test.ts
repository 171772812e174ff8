import { describe, expect, it } from 'vitest';
import { authStorageKey } from '../../../protocol/auth/auth-storage';
import { rememberAwareAuthStorage } from './auth-storage';
import { SERVERS_KEY } from '../saved/storage';

function memory() {
  const map = new Map<string, string>();
  return { map, getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) };
}

function savedServers(url: string, rememberSecrets: boolean): string {
  return JSON.stringify({ version: 1, servers: [{ id: 's1', name: 'x', url, token: '', headers: [], rememberSecrets }] });
}

describe('rememberAwareAuthStorage (spec §22: tokens stay in the tab unless the user asks)', () => {
  const url = 'https://mcp.example/mcp';
  const key = authStorageKey(url);

  it('keeps OAuth credentials in sessionStorage by default', () => {
    const local = memory();
    const session = memory();
    rememberAwareAuthStorage(local, session).setItem(key, '{"tokens":{}}');
    expect(session.map.has(key)).toBe(true);
    expect(local.map.has(key)).toBe(false);
  });

  it('keeps them in localStorage when the saved server has "remember" ticked, and clears both on removal', () => {
    const local = memory();
    const session = memory();
    local.setItem(SERVERS_KEY, savedServers(url, true));
    const storage = rememberAwareAuthStorage(local, session);
    storage.setItem(key, 'v');
    expect(local.map.get(key)).toBe('v');
    expect(storage.getItem(key)).toBe('v');
    storage.removeItem(key);
    expect(storage.getItem(key)).toBeNull();
  });
});
