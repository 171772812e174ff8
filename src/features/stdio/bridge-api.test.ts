import { describe, expect, it } from 'vitest';
import { loadBridgedServers } from './bridge-api';
import { parseListing } from './bridge-schemas';

const ORIGIN = 'http://127.0.0.1:6280';

describe('parseListing', () => {
  it('keeps the entries that fit, with absolute URLs, and the one to open', () => {
    const listing = parseListing(
      {
        servers: [
          { id: 'node', kind: 'stdio', name: 'stdio: node build/index.js', url: '/.mcp-console/bridge/node/mcp', command: 'node build/index.js' },
          { id: 'remote', kind: 'http', name: 'remote', url: 'https://api.example/mcp', headers: { Authorization: 'Bearer x' }, transport: 'http' },
          { id: 'bad', kind: 'stdio', name: 3 },
        ],
        open: 'node',
      },
      ORIGIN,
    );
    expect(listing).toEqual({
      kind: 'ok',
      open: 'node',
      connectAll: false,
      servers: [
        { id: 'node', kind: 'stdio', name: 'stdio: node build/index.js', url: `${ORIGIN}/.mcp-console/bridge/node/mcp`, command: 'node build/index.js' },
        { id: 'remote', kind: 'http', name: 'remote', url: 'https://api.example/mcp', headers: { Authorization: 'Bearer x' }, transport: 'http' },
      ],
    });
  });

  it('keeps the names of the headers `serve --inject-headers` adds, and that the entry takes the proxy', () => {
    const remote = { id: 'remote', kind: 'http', name: 'remote', url: 'https://api.example/mcp', headers: {}, transport: 'http', injectedHeaders: ['Authorization'], useLocalProxy: true };
    expect(parseListing({ servers: [remote] }, ORIGIN)).toEqual({ kind: 'ok', open: undefined, connectAll: false, servers: [remote] });
  });

  it('reads `serve --connect-all` as every server connected at start', () => {
    expect(parseListing({ servers: [], open: 'a', connectAll: true }, ORIGIN)).toEqual({ kind: 'ok', open: 'a', connectAll: true, servers: [] });
  });

  it('reads anything else (a static host’s index.html) as no bridge', () => {
    expect(parseListing('<!doctype html>', ORIGIN)).toEqual({ kind: 'absent' });
  });
});

describe('loadBridgedServers', () => {
  it('tells a refusal for want of the secret apart from no bridge at all', async () => {
    const answer = (status: number, body = '{}') => () => Promise.resolve(new Response(body, { status }));
    expect(await loadBridgedServers(answer(401), ORIGIN)).toEqual({ kind: 'unauthorized' });
    expect(await loadBridgedServers(answer(404), ORIGIN)).toEqual({ kind: 'absent' });
    expect(await loadBridgedServers(answer(200, 'not json'), ORIGIN)).toEqual({ kind: 'absent' });
    expect((await loadBridgedServers(answer(500), ORIGIN)).kind).toBe('error');
  });
});
