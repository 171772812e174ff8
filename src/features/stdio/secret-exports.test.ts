import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildEmbedSnippet } from '../../lib/embed/embed-snippet';
import { buildPermalink } from '../../lib/urls/permalink';
import { McpSession } from '../../protocol/session/session';
import { buildSessionFile } from '../../recording/session-file/build';
import { sessionFileDownload } from '../../recording/session-file/session-export';
import { toHar } from '../../recording/session-file/har';
import { TrafficLog } from '../../protocol/transport/tap/traffic-log';
import { createBridgeFetch } from './bridge-fetch';
import { takeBridgeSecret } from './secret';

const ORIGIN = 'http://127.0.0.1:6280';
const SECRET = '5ec7e7'.repeat(10) + 'abcd';
const BRIDGE_URL = `${ORIGIN}/.mcp-console/bridge/node/mcp`;

/** The child behind the bridge, in process: one resource and one tool. */
function bridgedServer(): typeof fetch {
  const handler = createMcpHandler(() => {
    const server = new McpServer({ name: 'stdio-fixture', version: '1.0.0' });
    server.registerResource('note', 'note://one', { mimeType: 'text/plain' }, (uri) => ({ contents: [{ uri: uri.href, text: 'hi' }] }));
    server.registerTool('echo', { inputSchema: z.object({ message: z.string() }) }, ({ message }) => ({ content: [{ type: 'text', text: message }] }));
    return server;
  });
  return (input, init) => handler.fetch(new Request(input, init));
}

/**
 * Issue 31 §6: the run's secret is in no export, HAR, permalink or Copy link output. The session
 * sends it on every request (checked, so the test cannot pass by not sending it), through the
 * bridge fetch the app puts under the traffic tap.
 */
describe('the bridge secret', () => {
  it('reaches the bridge on every request and none of the traffic log, session file, HAR, permalink or embed snippet', async () => {
    const location = { href: `${ORIGIN}/?panel=tools#mcp-console-secret=${SECRET}` };
    const storage = new Map<string, string>();
    const history = { state: null, replaceState: (_s: unknown, _t: string, url?: string | URL | null) => void (location.href = String(url)) };
    const secret = takeBridgeSecret({ location, history }, { getItem: (k) => storage.get(k) ?? null, setItem: (k, v) => void storage.set(k, v) });
    expect(secret).toBe(SECRET);

    const server = bridgedServer();
    const sent: (string | null)[] = [];
    const base: typeof fetch = (input, init) => {
      sent.push(new Request(input, init).headers.get('x-mcp-console-secret'));
      return server(input, init);
    };
    const traffic = new TrafficLog({ schedule: (flush) => flush() });
    const session = new McpSession({ url: BRIDGE_URL, traffic, fetch: createBridgeFetch({ consoleOrigin: ORIGIN, secret: () => secret, base }) });
    const status = await session.connect();
    const client = session.client;
    if (client === undefined) throw new Error('not connected');
    await client.listResources();
    await client.readResource({ uri: 'note://one' });
    await client.callTool({ name: 'echo', arguments: { message: 'hello' } });

    expect(sent.length).toBeGreaterThan(2);
    expect(sent.every((value) => value === SECRET)).toBe(true);

    const snapshot = traffic.getSnapshot();
    const view = { server: BRIDGE_URL, panel: 'tools' as const };
    const outputs = [
      location.href,
      JSON.stringify(snapshot),
      JSON.stringify(buildSessionFile({ url: BRIDGE_URL, negotiation: undefined, description: undefined, traffic: snapshot, now: new Date() })),
      sessionFileDownload(status, snapshot, new Date())?.text ?? '',
      JSON.stringify(toHar(snapshot.exchanges, 'test')),
      buildPermalink(location.href, view),
      buildEmbedSnippet(location.href, view),
    ];
    for (const text of outputs) expect(text).not.toContain(SECRET);
    await session.close();
  });
});
