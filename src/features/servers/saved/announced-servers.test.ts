import { describe, expect, it } from 'vitest';
import { MemoryStorage } from './memory-storage.test-util';
import { ServersStore } from './servers-store';
import { SERVERS_KEY } from './storage';

const STDIO = { name: 'stdio: node build/index.js', url: 'http://127.0.0.1:6280/.mcp-console/bridge/node/mcp', headers: {} };
const HTTP = { name: 'remote', url: 'https://api.example/mcp', headers: { 'X-Api-Key': 'key-from-config' } };

describe('ServersStore.saveAnnounced', () => {
  it('saves each announced server once, across reloads, and keeps what the user changed', () => {
    const local = new MemoryStorage();
    const session = new MemoryStorage();
    const first = new ServersStore(local, session);
    const ids = first.saveAnnounced([STDIO, HTTP]);
    expect(first.getSnapshot().servers.map((s) => s.name)).toEqual(['stdio: node build/index.js', 'remote']);
    const remoteId = ids.get(HTTP.url) ?? '';
    first.updateServer(remoteId, { name: 'my remote' });

    // A reload of the page: a new store over the same storage, the same announcement.
    const second = new ServersStore(local, session);
    const again = second.saveAnnounced([STDIO, { ...HTTP, headers: { 'X-Api-Key': 'rotated' } }]);
    const servers = second.getSnapshot().servers;
    expect(servers).toHaveLength(2);
    expect(again.get(HTTP.url)).toBe(remoteId);
    expect(servers[1]?.name).toBe('my remote');
    expect(servers[1]?.headers.map((h) => [h.name, h.value, h.secret])).toEqual([['X-Api-Key', 'rotated', true]]);
  });

  it('treats a config file’s header values as secrets: they stay out of localStorage', () => {
    const local = new MemoryStorage();
    new ServersStore(local, new MemoryStorage()).saveAnnounced([HTTP]);
    expect(local.getItem(SERVERS_KEY)).not.toContain('key-from-config');
  });
});
