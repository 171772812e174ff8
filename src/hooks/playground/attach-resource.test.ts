import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { McpSession, TrafficLog } from '../../protocol';
import { readResourceParts, resourceParts } from './attach-resource';

const SERVER_URL = 'https://attach-fixture.test/mcp';
const GUIDE = '# Getting started\n\nConnect, then read.';

/** An in-process server with one document; any other URI is refused. */
function inProcessServer(): typeof fetch {
  const handler = createMcpHandler(() => {
    const server = new McpServer({ name: 'attach-fixture', version: '1.0.0' });
    server.registerResource('guide', 'docs://guide.md', { mimeType: 'text/markdown' }, (uri) => ({ contents: [{ uri: uri.href, mimeType: 'text/markdown', text: GUIDE }] }));
    return server;
  });
  return (input, init) => handler.fetch(new Request(input, init));
}

const sessions: McpSession[] = [];

async function connected(): Promise<{ session: McpSession; traffic: TrafficLog }> {
  const traffic = new TrafficLog();
  const session = new McpSession({ url: SERVER_URL, fetch: inProcessServer(), traffic });
  sessions.push(session);
  await session.connect();
  return { session, traffic };
}

afterEach(async () => {
  for (const session of sessions.splice(0)) await session.close();
});

describe('attaching a resource to a Playground turn (issue 40)', () => {
  it('reads the resource through the active session and the shared cache, as model parts', async () => {
    const { session, traffic } = await connected();
    const queryClient = new QueryClient();
    const ctx = { session, serverId: session.url, principalId: 'anonymous' };
    const parts = await readResourceParts(queryClient, ctx, ' docs://guide.md ');
    expect(parts).toEqual([{ type: 'resource', uri: 'docs://guide.md', mimeType: 'text/markdown', text: GUIDE }]);
    const reads = () => traffic.getSnapshot().exchanges.filter((e) => e.rpcMethod === 'resources/read').length;
    expect(reads()).toBe(1);
  });

  it('says why nothing was attached: not connected, no URI, or the server refused the read', async () => {
    const queryClient = new QueryClient();
    await expect(readResourceParts(queryClient, undefined, 'docs://guide.md')).rejects.toThrow('Connect to a server to attach its resources.');
    const { session } = await connected();
    const ctx = { session, serverId: session.url, principalId: 'anonymous' };
    await expect(readResourceParts(queryClient, ctx, '  ')).rejects.toThrow('Type a resource URI or pick one from the tree.');
    await expect(readResourceParts(queryClient, ctx, 'docs://missing.md')).rejects.toThrow();
  });

  it('keeps a binary content as a blob with its type, for the wire to send as an image', () => {
    expect(resourceParts({ contents: [{ uri: 'demo://media/logo.png', mimeType: 'image/png', blob: 'iVBORw0KGgo=' }] })).toEqual([
      { type: 'resource', uri: 'demo://media/logo.png', mimeType: 'image/png', blob: 'iVBORw0KGgo=' },
    ]);
  });
});
