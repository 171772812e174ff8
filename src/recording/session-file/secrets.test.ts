import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { McpSession } from '../../protocol/session/session';
import { TrafficLog } from '../../protocol/transport/tap/traffic-log';
import { buildSessionFile } from './build';
import { toHar } from './har';

const BEARER = 'sk-live-bearer-7f3a9c';
const API_KEY = 'custom-key-b41d07';
const SERVER_URL = 'https://secrets-fixture.test/mcp';

/** An in-process server with one resource and one tool: enough for several kinds of exchange. */
function inProcessServer(): typeof fetch {
  const handler = createMcpHandler(() => {
    const server = new McpServer({ name: 'secrets-fixture', version: '1.0.0' });
    server.registerResource('note', 'note://one', { mimeType: 'text/plain' }, (uri) => ({ contents: [{ uri: uri.href, text: 'hi' }] }));
    server.registerTool('echo', { inputSchema: z.object({ message: z.string() }) }, ({ message }) => ({ content: [{ type: 'text', text: message }] }));
    return server;
  });
  return (input, init) => handler.fetch(new Request(input, init));
}

/**
 * Issue 10 §3: tokens are never written to the traffic export. The session sends both secrets
 * on every request (checked, so the test cannot pass by not sending them) and the exported
 * session file and HAR must not contain either.
 */
describe('secrets in exports', () => {
  it('keeps the bearer token and secret headers out of the traffic log, the session file and the HAR', async () => {
    const server = inProcessServer();
    const sentHeaders: Headers[] = [];
    const recording: typeof fetch = (input, init) => {
      sentHeaders.push(new Request(input, init).headers);
      return server(input, init);
    };
    const traffic = new TrafficLog();
    const session = new McpSession({
      url: SERVER_URL,
      fetch: recording,
      traffic,
      headers: { Authorization: `Bearer ${BEARER}`, 'X-Api-Key': API_KEY },
      secretHeaders: ['x-api-key'],
    });
    await session.connect();
    const client = session.client;
    if (client === undefined) throw new Error('not connected');
    await client.listResources();
    await client.readResource({ uri: 'note://one' });
    await client.callTool({ name: 'echo', arguments: { message: 'hello' } });
    await session.close();

    expect(sentHeaders.length).toBeGreaterThan(2);
    expect(sentHeaders.every((h) => h.get('authorization') === `Bearer ${BEARER}` && h.get('x-api-key') === API_KEY)).toBe(true);

    const snapshot = traffic.getSnapshot();
    expect(snapshot.exchanges.length).toBeGreaterThan(2);
    const request = snapshot.exchanges[0]?.request.headers ?? [];
    expect(request).toContainEqual(['authorization', '[redacted]']);
    expect(request).toContainEqual(['x-api-key', '[redacted]']);

    const exported = [
      JSON.stringify(snapshot),
      JSON.stringify(buildSessionFile({ url: SERVER_URL, negotiation: undefined, description: undefined, traffic: snapshot, now: new Date() })),
      JSON.stringify(toHar(snapshot.exchanges, 'test')),
    ];
    for (const text of exported) {
      expect(text).not.toContain(BEARER);
      expect(text).not.toContain(API_KEY);
    }
  });
});
