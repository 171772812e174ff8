import { describe, expect, it } from 'vitest';
import { EMPTY_STATE, type ServersState } from './model';
import { migrateV0, parseServersDocument, serializeServersDocument } from './storage';

const counter = () => {
  let n = 0;
  return () => `id-${++n}`;
};

describe('servers storage', () => {
  it('migrates a v0 bare array of URLs to v1 servers named by host', () => {
    const doc = migrateV0(['https://a.example/mcp', ' https://b.example:8443/mcp ', 'https://a.example/mcp', ''], counter());
    expect(doc.version).toBe(1);
    expect(doc.servers).toEqual([
      { id: 'id-1', name: 'a.example', url: 'https://a.example/mcp', token: '', headers: [], rememberSecrets: false },
      { id: 'id-2', name: 'b.example:8443', url: 'https://b.example:8443/mcp', token: '', headers: [], rememberSecrets: false },
    ]);
    expect(doc.lastUsedUrl).toBe('https://b.example:8443/mcp');
  });

  it('reads a stored v0 document through the migration', () => {
    const state = parseServersDocument(JSON.stringify(['http://127.0.0.1:3000/mcp']));
    expect(state.servers.map((s) => s.url)).toEqual(['http://127.0.0.1:3000/mcp']);
    expect(state.lastUsedUrl).toBe('http://127.0.0.1:3000/mcp');
  });

  it('round-trips a v1 document', () => {
    const state: ServersState = {
      servers: [
        {
          id: 's1',
          name: 'Local',
          url: 'http://127.0.0.1:3000/mcp',
          token: '',
          headers: [{ id: 'h1', name: 'x-tenant', value: 'acme', secret: false }],
          rememberSecrets: false,
        },
      ],
      selectedId: 's1',
      lastUsedUrl: 'http://127.0.0.1:3000/mcp',
      draftUrl: 'http://127.0.0.1:3000/m',
    };
    const raw = serializeServersDocument(state);
    expect(JSON.parse(raw)).toMatchObject({ version: 1 });
    expect(parseServersDocument(raw)).toEqual(state);
  });

  it("keeps a server's Use local proxy choice, and reads documents written before it as off", () => {
    const server = { id: 's1', name: 'Remote', url: 'https://mcp.example.com/mcp', token: '', headers: [], rememberSecrets: false };
    const state: ServersState = { servers: [{ ...server, useLocalProxy: true }], selectedId: undefined, lastUsedUrl: undefined, draftUrl: undefined };
    const raw = serializeServersDocument(state);
    // Still version 1: a console that predates the field reads the document and keeps the server.
    expect(JSON.parse(raw)).toMatchObject({ version: 1, servers: [{ useLocalProxy: true }] });
    expect(parseServersDocument(raw).servers[0]?.useLocalProxy).toBe(true);
    expect(parseServersDocument(JSON.stringify({ version: 1, servers: [server] })).servers[0]?.useLocalProxy).toBeUndefined();
  });

  it.each([
    ['missing', null],
    ['not JSON', '{"version":1,'],
    ['unknown version', JSON.stringify({ version: 7, servers: [] })],
    ['wrong shape', JSON.stringify({ version: 1, servers: 'nope' })],
    ['a number', '42'],
  ])('falls back to defaults when the document is %s', (_label, raw) => {
    expect(parseServersDocument(raw)).toEqual(EMPTY_STATE);
  });

  it('drops only the invalid server entries and a dangling selection', () => {
    const raw = JSON.stringify({
      version: 1,
      servers: [{ id: 'ok', name: 'Ok', url: 'https://ok.example/mcp' }, { id: 3 }, null],
      selectedId: 'gone',
    });
    const state = parseServersDocument(raw);
    expect(state.servers).toEqual([
      { id: 'ok', name: 'Ok', url: 'https://ok.example/mcp', token: '', headers: [], rememberSecrets: false },
    ]);
    expect(state.selectedId).toBeUndefined();
  });
});
