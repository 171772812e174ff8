import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startEverything } from '../../e2e/fixtures/everything';
import { McpSession, MemoryVerdictStore, TrafficLog } from '../../src/protocol';
import { buildSessionFile, parseSessionFile } from '../../src/recording/session-file';

let server: { url: string; close(): Promise<void> };

beforeAll(async () => {
  server = await startEverything(0);
});
afterAll(async () => {
  await server.close();
});

const probes = (log: TrafficLog) => log.getSnapshot().exchanges.filter((e) => e.rpcMethod === 'server/discover');

describe('McpSession against the unmodified server-everything (legacy 2025-11-25)', () => {
  it('falls back to initialize, reads the session id, and a second session skips the probe', async () => {
    const verdicts = new MemoryVerdictStore();
    const firstLog = new TrafficLog();
    const first = new McpSession({ url: server.url, verdicts, traffic: firstLog });
    const status = await first.connect();
    try {
      if (status.state !== 'connected') throw new Error(`not connected: ${JSON.stringify(status)}`);
      expect(status.negotiation).toMatchObject({ era: 'legacy', protocolVersion: '2025-11-25', probed: true });
      expect(status.negotiation.evidence[0]).toMatch(/^server\/discover → HTTP 4\d\d, .* → legacy fallback$/);
      expect(status.negotiation.evidence).toContain('initialize → HTTP 200, protocolVersion 2025-11-25');
      expect(status.server.info?.name).toBeTruthy();
      expect(probes(firstLog)).toHaveLength(1);
      const init = firstLog.getSnapshot().exchanges.find((e) => e.rpcMethod === 'initialize');
      expect(init?.response?.headers.some(([name, value]) => name === 'mcp-session-id' && value !== '')).toBe(true);
      expect(verdicts.get(server.url)).toMatchObject({ era: 'legacy', protocolVersion: '2025-11-25' });
      const tools = await first.request({ method: 'tools/list', params: {} }, z.looseObject({ tools: z.array(z.unknown()) }));
      expect(tools.tools.length).toBeGreaterThan(0);
    } finally {
      await first.close();
    }
    expect(firstLog.getSnapshot().exchanges.some((e) => e.request.method === 'DELETE')).toBe(true);

    const secondLog = new TrafficLog();
    const second = new McpSession({ url: server.url, verdicts, traffic: secondLog });
    const again = await second.connect();
    try {
      if (again.state !== 'connected') throw new Error(`not connected: ${JSON.stringify(again)}`);
      expect(probes(secondLog)).toHaveLength(0);
      expect(again.negotiation.probed).toBe(false);
      expect(again.negotiation.era).toBe('legacy');
      expect(again.negotiation.evidence[0]).toMatch(/^remembered verdict from \d{4}-\d\d-\d\d \d\d:\d\d UTC: legacy 2025-11-25 — probe skipped$/);
    } finally {
      await second.close();
    }
  });

  it('exports a session that imports back, although a 2025 server has no discover result', async () => {
    const traffic = new TrafficLog();
    const session = new McpSession({ url: server.url, traffic });
    const status = await session.connect();
    try {
      if (status.state !== 'connected') throw new Error(`not connected: ${JSON.stringify(status)}`);
      expect(status.server.discover).toBeUndefined();
      const file = buildSessionFile({ url: server.url, negotiation: status.negotiation, description: status.server, traffic: traffic.getSnapshot(), now: new Date() });
      const parsed = parseSessionFile(JSON.stringify(file));
      if (!parsed.ok) throw new Error(parsed.error);
      expect(parsed.file.server.negotiation?.era).toBe('legacy');
      expect(parsed.file.exchanges.some((e) => e.rpcMethod === 'initialize')).toBe(true);
    } finally {
      await session.close();
    }
  });
});
