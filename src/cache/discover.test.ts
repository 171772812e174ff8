import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ConsoleError, McpSession, type ConnectionStatus, type TrafficSnapshot } from '../protocol';
import { discoverOptions, handshakeEnvelope } from './discover';
import { LEGACY_HINTS_NOTE } from './policy';

const emptyTraffic: TrafficSnapshot = { exchanges: [], frames: [], droppedExchanges: 0 };

function connected(era: 'modern' | 'legacy'): Extract<ConnectionStatus, { state: 'connected' }> {
  return {
    state: 'connected',
    url: 'http://127.0.0.1:1/mcp',
    negotiation: { era, protocolVersion: era === 'modern' ? '2026-07-28' : '2025-11-25', probed: true, evidence: [] },
    server: {
      info: { name: 'srv', version: '1' },
      capabilities: { tools: {} },
      instructions: 'hi',
      discover: era === 'modern' ? { supportedVersions: ['2026-07-28'], capabilities: { tools: {} }, ttlMs: 60_000, cacheScope: 'public' } : undefined,
    },
    connectedAt: 1_000,
    connectMs: 5,
  };
}

describe('handshakeEnvelope (spec §8, §10.1)', () => {
  it('wraps the modern discover result, dated at connect time, with its hints', () => {
    const envelope = handshakeEnvelope(connected('modern'), emptyTraffic);
    expect(envelope).toMatchObject({ source: 'connect', receivedAt: 1_000, hints: { ttlMs: 60_000, cacheScope: 'public' }, warnings: [], mrtr: false });
  });

  it('summarises a legacy initialize with a single note and no hints', () => {
    const envelope = handshakeEnvelope(connected('legacy'), emptyTraffic);
    expect(envelope.result).toEqual({ kind: 'legacy-initialize', protocolVersion: '2025-11-25', serverInfo: { name: 'srv', version: '1' }, capabilities: { tools: {} }, instructions: 'hi' });
    expect(envelope).toMatchObject({ source: 'handshake', warnings: [LEGACY_HINTS_NOTE], hints: { raw: {} } });
  });
});

describe('discoverOptions', () => {
  it('fails with a readable error when the session is not connected', async () => {
    const session = new McpSession({ url: 'http://127.0.0.1:1/mcp' });
    const error = await new QueryClient().query(discoverOptions({ session, serverId: 's', principalId: 'p' })).catch((e: unknown) => e);
    if (!(error instanceof ConsoleError)) throw new Error(`expected a ConsoleError, got ${String(error)}`);
    expect(error.data).toMatchObject({ kind: 'protocol' });
    expect(error.data.message).toContain('connect first');
  });
});
