import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { specTypeSchemas } from '@modelcontextprotocol/client';
import { NOTE_URI, OTHER_URI, startLegacySessionServer } from '../../e2e/fixtures/legacy-session-server';
import type { FixtureServer } from '../../e2e/fixtures/serve-node';
import { McpSession, openSubscription, type SubscriptionEvent } from '../../src/protocol';

let server: FixtureServer;
const control = (path: string) => fetch(new URL(path, server.url), { method: 'POST' }).then((r) => r.json());

beforeAll(async () => {
  server = await startLegacySessionServer(0);
});
afterAll(async () => {
  await server.close();
});

async function connected(url: string): Promise<McpSession> {
  const session = new McpSession({ url });
  const status = await session.connect();
  if (status.state !== 'connected') throw new Error(`not connected: ${JSON.stringify(status)}`);
  expect(status.negotiation.era).toBe('legacy');
  return session;
}

const read = (session: McpSession) => session.request({ method: 'resources/read', params: { uri: NOTE_URI } }, specTypeSchemas.ReadResourceResult);

describe.each([
  ['404', ''],
  ['400 naming the session', '-400'],
])('a v1-SDK server that forgot the session and answers %s', (_label, suffix) => {
  it('renews the session, retries the read once and reports the renewal', async () => {
    const session = await connected(server.url.replace(/\/mcp$/, `/mcp${suffix}`));
    try {
      const oldId = session.client?.transport?.sessionId;
      await control('/control/forget');
      const result = await read(session);
      expect(JSON.stringify(result.contents)).toContain('restarts');
      const status = session.status.getSnapshot();
      if (status.state !== 'connected') throw new Error(`expected connected, got ${status.state}`);
      expect(status.recovery?.kind).toBe('renewed');
      expect(status.recovery?.message).toContain('The server forgot the session; a new one was started.');
      expect(session.client?.transport?.sessionId).not.toBe(oldId);
      const notes = session.traffic.getSnapshot().exchanges.flatMap((e) => (e.note === undefined ? [] : [[e.id, e.note] as const]));
      expect(notes.map(([, note]) => note)).toEqual(expect.arrayContaining(['session lost', 'session renewed']));
      expect(status.recovery?.exchangeIds).toEqual(notes.map(([id]) => id).sort((a, b) => a - b));
    } finally {
      await session.close();
    }
  });
});

describe.each([
  ['404', ''],
  ['400 naming the session', '-400'],
])('a request that fails again after the renewal (%s)', (_label, suffix) => {
  it('is retried once: the second failure is the error, with no second renewal', async () => {
    const session = await connected(server.url.replace(/\/mcp$/, `/mcp${suffix}`));
    const handshakes = () => session.traffic.getSnapshot().exchanges.filter((e) => e.rpcMethod === 'initialize').length;
    const reads = () => session.traffic.getSnapshot().exchanges.filter((e) => e.rpcMethod === 'resources/read').length;
    try {
      await control(`/control/refuse?uri=${encodeURIComponent(OTHER_URI)}`);
      const readOther = session.request({ method: 'resources/read', params: { uri: OTHER_URI } }, specTypeSchemas.ReadResourceResult);
      await expect(readOther).rejects.toMatchObject({ data: { httpStatus: suffix === '' ? 404 : 400 } });
      // The first connect, then one renewal; the read went out twice (the original and its one retry).
      expect(handshakes()).toBe(2);
      expect(reads()).toBe(2);
      // The failed retry does not start another renewal behind the user's back either.
      await expect(read(session)).resolves.toMatchObject({ contents: [{ uri: NOTE_URI }] });
      expect(handshakes()).toBe(2);
      const status = session.status.getSnapshot();
      expect(status.state).toBe('connected');
      expect(session.traffic.getSnapshot().exchanges.filter((e) => e.note === 'session renewed')).toHaveLength(1);
    } finally {
      await control('/control/refuse');
      await session.close();
    }
  });
});

describe('legacy subscriptions across a renewal', () => {
  it('makes resources/subscribe again, so updates still arrive', async () => {
    const session = await connected(server.url);
    const client = session.client;
    if (client === undefined) throw new Error('no client');
    const events: SubscriptionEvent[] = [];
    const sub = await openSubscription({ client, inbound: session.inbound }, { resourceSubscriptions: [NOTE_URI] }, (e) => events.push(e));
    try {
      await control('/control/forget');
      await read(session);
      await vi.waitFor(async () => expect(await control(`/control/update?uri=${encodeURIComponent(NOTE_URI)}`)).toEqual({ notified: 1 }), { timeout: 5_000 });
      await vi.waitFor(() => expect(events.some((e) => e.method === 'notifications/resources/updated' && e.uri === NOTE_URI)).toBe(true), { timeout: 5_000 });
    } finally {
      await sub.close();
      await session.close();
    }
  });
});
