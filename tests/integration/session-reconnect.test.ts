import { describe, expect, it, vi } from 'vitest';
import { specTypeSchemas } from '@modelcontextprotocol/client';
import { withCors } from '../../demo-server/cors';
import { createMinimalHandler } from '../../e2e/fixtures/minimal-mcp';
import { serveOnLoopback, type FixtureServer } from '../../e2e/fixtures/serve-node';
import { McpSession } from '../../src/protocol';

function start(port: number): Promise<FixtureServer> {
  const handler = createMinimalHandler('reconnect-fixture');
  return serveOnLoopback(withCors(handler.fetch), port, () => handler.close());
}
const portOf = (url: string): number => Number(new URL(url).port);
const read = (session: McpSession) => session.request({ method: 'resources/read', params: { uri: 'fixture://hello.txt' } }, specTypeSchemas.ReadResourceResult);

describe('a 2026-07-28 server that goes away and comes back', () => {
  it('reports reconnecting with a countdown, then reconnects by itself', async () => {
    let server = await start(0);
    const port = portOf(server.url);
    const session = new McpSession({ url: server.url });
    try {
      const first = await session.connect();
      expect(first.state).toBe('connected');
      await server.close();
      await expect(read(session)).rejects.toMatchObject({ data: { kind: 'network' } });
      const waiting = session.status.getSnapshot();
      if (waiting.state !== 'reconnecting') throw new Error(`expected reconnecting, got ${waiting.state}`);
      expect(waiting.attempt).toBe(0);
      expect(waiting.retryAt - Date.now()).toBeLessThanOrEqual(1_000);
      expect(waiting.negotiation.era).toBe('modern');
      await expect(read(session)).rejects.toThrow(/retrying in \d+ s/);
      server = await start(port);
      await vi.waitFor(() => expect(session.status.getSnapshot().state).toBe('connected'), { timeout: 8_000, interval: 50 });
      const back = session.status.getSnapshot();
      expect(back.state === 'connected' ? back.recovery?.kind : undefined).toBe('reconnected');
      await expect(read(session)).resolves.toMatchObject({ contents: [{ text: 'hello\n' }] });
    } finally {
      await session.close();
      await server.close();
    }
  });

  it('tries at once on reconnectNow()', async () => {
    let server = await start(0);
    const port = portOf(server.url);
    const session = new McpSession({ url: server.url });
    try {
      await session.connect();
      await server.close();
      await read(session).catch(() => undefined);
      expect(session.status.getSnapshot().state).toBe('reconnecting');
      server = await start(port);
      session.reconnectNow();
      await vi.waitFor(() => expect(session.status.getSnapshot().state).toBe('connected'), { timeout: 900, interval: 20 });
    } finally {
      await session.close();
      await server.close();
    }
  });
});
