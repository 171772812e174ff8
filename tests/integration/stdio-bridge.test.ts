import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { McpSession, openSubscription, type SubscriptionEvent } from '../../src/protocol';
import { everythingSpec, fixtureSpec, startBridge } from './stdio-bridge-harness';

const AnyResult = z.looseObject({});
let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

async function connect(spec: Parameters<typeof startBridge>[0]) {
  const bridge = await startBridge(spec);
  cleanup.push(() => bridge.close());
  const session = new McpSession({ url: bridge.url, headers: bridge.headers });
  cleanup.push(() => session.close());
  const status = await session.connect();
  const client = session.client;
  if (status.state !== 'connected' || client === undefined) throw new Error(`not connected: ${JSON.stringify(status)}`);
  return { bridge, session, status, client };
}

describe('McpSession through the stdio bridge', () => {
  it('speaks 2026-07-28 to the stdio fixture: tree, read, template, prompt, multi-line tool result, listen notification', async () => {
    const { bridge, session, status, client } = await connect(fixtureSpec());
    expect(status.negotiation).toMatchObject({ era: 'modern', protocolVersion: '2026-07-28' });
    const { resources } = await client.listResources();
    expect(resources.map((r) => r.uri)).toEqual(expect.arrayContaining(['file:///project/README.md', 'file:///project/src/a.ts', 'file:///project/src/lib/b.ts']));
    const read = await client.readResource({ uri: 'file:///project/src/a.ts' });
    expect(read.contents[0]).toMatchObject({ text: 'export const a = 1;\n' });
    const templates = await client.listResourceTemplates();
    expect(templates.resourceTemplates.map((t) => t.uriTemplate)).toEqual(['file:///project/lines/{n}']);
    const prompt = await client.getPrompt({ name: 'review', arguments: { path: 'src/a.ts' } });
    expect(prompt.messages[0]?.content).toMatchObject({ text: 'Please review src/a.ts.' });
    const echoed = await session.request({ method: 'tools/call', params: { name: 'echo', arguments: { text: 'one\ntwo' } } }, AnyResult);
    expect(echoed).toMatchObject({ content: [{ type: 'text', text: 'echo:\none\ntwo\n(end of echo)' }] });

    const events: SubscriptionEvent[] = [];
    const sub = await openSubscription({ client, inbound: session.inbound }, { resourceSubscriptions: ['file:///project/notes.md'] }, (e) => events.push(e));
    try {
      expect(sub.mode).toBe('listen');
      await client.callTool({ name: 'append-note', arguments: { note: 'hello' } });
      await vi.waitFor(() => expect(events.map((e) => [e.method, e.uri, e.subscriptionId])).toEqual([['notifications/resources/updated', 'file:///project/notes.md', sub.id]]));
    } finally {
      await sub.close();
    }
    // The child's stderr reached the output log and the terminal echo, prefixed with the bridge's name.
    expect(bridge.bridge.outputLines().map((l) => [l.stream, l.text])).toContainEqual(['stderr', `stdio fixture ready (pid ${String(bridge.bridge.state().pid)})`]);
    expect(bridge.echoed).toContain(`[stdio: stdio-server.ts] stdio fixture ready (pid ${String(bridge.bridge.state().pid)})`);
    expect(bridge.bridge.stdoutAudit()).toEqual([]);
  });

  it('speaks legacy to server-everything in stdio mode', async () => {
    const { status, client } = await connect(everythingSpec());
    expect(status.negotiation).toMatchObject({ era: 'legacy' });
    const tools = await client.listTools();
    expect(tools.tools.map((t) => t.name)).toContain('echo');
    const result = await client.callTool({ name: 'echo', arguments: { message: 'through the bridge' } });
    expect(JSON.stringify(result.content)).toContain('through the bridge');
    const { resources } = await client.listResources();
    expect(resources.length).toBeGreaterThan(0);
  });
});
