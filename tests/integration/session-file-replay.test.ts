import { describe, expect, it } from 'vitest';
import { createDemoFetch } from '../../demo-server/browser';
import { DEMO_SERVER_URL } from '../../demo-server/constants';
import { McpSession } from '../../src/protocol';
import { buildSessionFile, createReplayFetch, NOT_RECORDED, parseSessionFile, toHar } from '../../src/recording/session-file';
import { TrafficLog } from '../../src/protocol/transport/tap/traffic-log';

const readme = 'demo://docs/guide/getting-started.md';

async function recordSession(): Promise<string> {
  const traffic = new TrafficLog();
  const live = new McpSession({ url: DEMO_SERVER_URL, fetch: createDemoFetch(), traffic, headers: { authorization: 'Bearer top-secret' } });
  const status = await live.connect();
  if (status.state !== 'connected' || live.client === undefined) throw new Error(`demo server did not connect: ${status.state}`);
  await live.client.listResources();
  await live.client.readResource({ uri: readme });
  await live.close();
  await Promise.resolve();
  const file = buildSessionFile({
    url: DEMO_SERVER_URL,
    negotiation: status.negotiation,
    description: status.server,
    traffic: traffic.getSnapshot(),
    now: new Date('2026-07-28T12:00:00Z'),
  });
  return JSON.stringify(file);
}

describe('session file', () => {
  it('records the negotiation, every exchange and the cache hints, with secrets redacted', async () => {
    const text = await recordSession();
    expect(text).not.toContain('top-secret');
    const parsed = parseSessionFile(text);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.file.server.negotiation?.protocolVersion).toBe('2026-07-28');
    expect(parsed.file.exchanges.map((e) => e.rpcMethod)).toEqual(expect.arrayContaining(['server/discover', 'resources/list', 'resources/read']));
    expect(parsed.file.cacheHints.some((h) => h.method === 'resources/read')).toBe(true);
    const har = toHar(parsed.file.exchanges, '0.0.0');
    expect(har.log.version).toBe('1.2');
    expect(har.log.entries.length).toBe(parsed.file.exchanges.length);
    expect(JSON.stringify(har)).not.toContain('top-secret');
  });

  it('replays a recorded session with no server: connect, list and read work, anything else says it is not recorded', async () => {
    const parsed = parseSessionFile(await recordSession());
    if (!parsed.ok) throw new Error(parsed.error);
    const replay = new McpSession({ url: parsed.file.server.url, fetch: createReplayFetch(parsed.file) });
    const status = await replay.connect();
    expect(status.state).toBe('connected');
    const client = replay.client;
    if (client === undefined) throw new Error('no client');
    const { resources } = await client.listResources();
    expect(resources.length).toBeGreaterThan(0);
    const read = await client.readResource({ uri: readme });
    expect(read.contents[0]?.uri).toBe(readme);
    await expect(client.readResource({ uri: 'demo://never/read.md' })).rejects.toThrow(NOT_RECORDED);
    await replay.close();
  });

  it('rejects files that are not session files with a reason', () => {
    expect(parseSessionFile('nope')).toEqual({ ok: false, error: 'The file is not JSON.' });
    const wrong = parseSessionFile(JSON.stringify({ format: 'mcp-console-session', version: 99 }));
    expect(wrong.ok).toBe(false);
  });
});
