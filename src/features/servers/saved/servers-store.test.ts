import { describe, expect, it } from 'vitest';
import { connectTargetFor } from '../connection/connect-target';
import { MemoryStorage } from './memory-storage.test-util';
import { ServersStore } from './servers-store';
import { SECRETS_KEY } from './secrets';
import { SERVERS_KEY } from './storage';

function setupServer(store: ServersStore) {
  const id = store.addServer('https://api.example/mcp');
  store.updateServer(id, { token: 'tok-123' });
  store.addHeader(id);
  const headerId = store.getSnapshot().servers[0]?.headers[0]?.id ?? '';
  store.updateHeader(id, headerId, { name: 'X-Api-Key', value: 'key-456', secret: true });
  store.addHeader(id);
  const plainId = store.getSnapshot().servers[0]?.headers[1]?.id ?? '';
  store.updateHeader(id, plainId, { name: 'X-Tenant', value: 'acme' });
  return id;
}

describe('ServersStore', () => {
  it('keeps unremembered secrets out of localStorage but restores them within the session', () => {
    const local = new MemoryStorage();
    const session = new MemoryStorage();
    setupServer(new ServersStore(local, session));
    const persisted = local.getItem(SERVERS_KEY) ?? '';
    expect(persisted).not.toContain('tok-123');
    expect(persisted).not.toContain('key-456');
    expect(persisted).toContain('acme');
    expect(session.getItem(SECRETS_KEY)).toContain('tok-123');

    const reloaded = new ServersStore(local, session).getSnapshot().servers[0];
    expect(reloaded?.token).toBe('tok-123');
    expect(reloaded?.headers.map((h) => h.value)).toEqual(['key-456', 'acme']);

    const newTab = new ServersStore(local, new MemoryStorage()).getSnapshot().servers[0];
    expect(newTab?.token).toBe('');
    expect(newTab?.headers.map((h) => h.value)).toEqual(['', 'acme']);
  });

  it('writes secrets to localStorage only when the user asks to remember them', () => {
    const local = new MemoryStorage();
    const store = new ServersStore(local, new MemoryStorage());
    const id = setupServer(store);
    store.updateServer(id, { rememberSecrets: true });
    expect(local.getItem(SERVERS_KEY)).toContain('tok-123');
    expect(new ServersStore(local, new MemoryStorage()).getSnapshot().servers[0]?.token).toBe('tok-123');
  });

  it('builds connect headers with the bearer token and secret names', () => {
    const store = new ServersStore(new MemoryStorage(), new MemoryStorage());
    setupServer(store);
    expect(connectTargetFor(store.getSnapshot(), 'https://api.example/mcp')).toEqual({
      url: 'https://api.example/mcp',
      headers: { authorization: 'Bearer tok-123', 'x-api-key': 'key-456', 'x-tenant': 'acme' },
      secretHeaders: ['x-api-key', 'authorization'],
    });
    expect(connectTargetFor(store.getSnapshot(), 'https://other.example/mcp').headers).toEqual({});
  });

  it('survives storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => undefined,
    };
    const store = new ServersStore(broken, broken);
    store.setDraftUrl('https://x.example/mcp');
    expect(store.getSnapshot().draftUrl).toBe('https://x.example/mcp');
  });
});
