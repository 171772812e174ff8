import { describe, expect, it, vi } from 'vitest';
import { DEMO_SERVER_URL, createDemoFetch, createLazyDemoFetch, type DemoContentModule } from './browser.js';
import { CLOCK_URI } from './content/live.js';
import { createDemoHandler } from './server.js';
import { connectClient, recordingFetch, resultOf } from './test-support.node.js';

const loadContent = (): Promise<DemoContentModule> => import('./content/register.js');

/** The raw `server/discover` result a fresh client gets through `fetchImpl`. */
async function discoverResult(fetchImpl: typeof fetch): Promise<Record<string, unknown> | undefined> {
  const recorded = recordingFetch(fetchImpl);
  const client = await connectClient(DEMO_SERVER_URL, recorded.fetch);
  await client.close();
  return resultOf(recorded.exchanges.find((exchange) => exchange.method === 'server/discover'));
}

describe('createDemoFetch', () => {
  it('serves a modern client in-process, with no network', async () => {
    const client = await connectClient(DEMO_SERVER_URL, createDemoFetch());
    expect(client.getNegotiatedProtocolVersion()).toBe('2026-07-28');
    const { contents } = await client.readResource({ uri: 'demo://docs/guide/getting-started.md' });
    const content = contents[0];
    expect(content?.mimeType).toBe('text/markdown');
    expect(content !== undefined && 'text' in content ? content.text : '').toContain('# Getting started');
    await client.close();
  });

  it('streams listen notifications through the in-page fetch', async () => {
    const client = await connectClient(DEMO_SERVER_URL, createDemoFetch({ intervalMs: 30 }));
    const updates: string[] = [];
    client.setNotificationHandler('notifications/resources/updated', (notification) => {
      updates.push(notification.params.uri);
    });
    const subscription = await client.listen({ resourceSubscriptions: [CLOCK_URI] });
    await vi.waitFor(() => expect(updates).toContain(CLOCK_URI), { timeout: 3_000, interval: 20 });
    await subscription.close();
    await client.close();
  });

  it('connects before its content has loaded, and the first list loads it once', async () => {
    const load = vi.fn(loadContent);
    const client = await connectClient(DEMO_SERVER_URL, createLazyDemoFetch(load));
    expect(client.getNegotiatedProtocolVersion()).toBe('2026-07-28');
    expect(load).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([client.listResources(), client.listPrompts()]);
    expect(first.resources.map((r) => r.uri)).toContain(CLOCK_URI);
    expect(second.prompts.length).toBeGreaterThan(0);
    expect(load).toHaveBeenCalledTimes(1);
    await client.close();
  });

  it('describes itself in server/discover exactly as the server with its content does', async () => {
    const withContent = createDemoHandler();
    const full = await discoverResult((input, init) => withContent.fetch(new Request(input, init)));
    await withContent.close();
    const before = await discoverResult(createLazyDemoFetch(() => new Promise<DemoContentModule>(() => undefined)));
    expect(full?.capabilities).toBeDefined();
    expect(JSON.stringify(full)).toContain('"name":"mcp-console-demo"');
    expect(before).toEqual(full);
  });

  it('answers with the reason when its content does not load, and loads it on the next request', async () => {
    let attempts = 0;
    const flaky = (): Promise<DemoContentModule> => (++attempts === 1 ? Promise.reject(new Error('Failed to fetch dynamically imported module')) : loadContent());
    const client = await connectClient(DEMO_SERVER_URL, createLazyDemoFetch(flaky));
    await expect(client.listResources()).rejects.toThrow(/content did not load \(Failed to fetch dynamically imported module\)/);
    const { resources } = await client.listResources();
    expect(resources.length).toBeGreaterThan(0);
    expect(attempts).toBe(2);
    await client.close();
  });

  it('uses a reserved, never-resolvable host for the pseudo-URL', () => {
    expect(new URL(DEMO_SERVER_URL).hostname.endsWith('.invalid')).toBe(true);
  });
});
