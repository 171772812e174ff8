import { describe, expect, it, vi } from 'vitest';
import { DEMO_SERVER_URL, createDemoFetch } from './browser.js';
import { CLOCK_URI } from './content/live.js';
import { connectClient } from './test-support.node.js';

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

  it('uses a reserved, never-resolvable host for the pseudo-URL', () => {
    expect(new URL(DEMO_SERVER_URL).hostname.endsWith('.invalid')).toBe(true);
  });
});
