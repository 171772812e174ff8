import { describe, expect, it } from 'vitest';
import type { RpcFrame } from '../protocol';
import { buildEnvelope, envelopeStaleTime, findFinalRequestFrame, isEnvelope, isRetryFrame } from './envelope';

function out(id: number, exchangeId: number, method: string, params: Record<string, unknown>): RpcFrame {
  return { id, at: 0, direction: 'out', kind: 'request', rpcId: id, method, exchangeId, requestFrameId: undefined, message: { jsonrpc: '2.0', id, method, params } };
}

const meta = { _meta: { 'io.modelcontextprotocol/protocolVersion': '2026-07-28' } };
const read = { method: 'resources/read', params: { uri: 'x://gated' } };

describe('findFinalRequestFrame / isRetryFrame (spec §11.3)', () => {
  const frames = [
    out(1, 4, 'resources/read', { uri: 'x://gated', ...meta }),
    out(2, 5, 'resources/read', { uri: 'x://other', ...meta }),
    out(3, 6, 'resources/read', { uri: 'x://gated', inputResponses: { who: { action: 'accept' } }, ...meta }),
    out(4, 7, 'resources/list', { ...meta }),
  ];

  it('finds the retry of the same request, ignoring _meta and the retry params', () => {
    const frame = findFinalRequestFrame(frames, read, 4);
    expect(frame?.exchangeId).toBe(6);
    expect(isRetryFrame(frame)).toBe(true);
  });

  it('finds a plain request that was not retried', () => {
    const frame = findFinalRequestFrame(frames, { method: 'resources/read', params: { uri: 'x://other' } }, 4);
    expect(frame?.exchangeId).toBe(5);
    expect(isRetryFrame(frame)).toBe(false);
    expect(findFinalRequestFrame(frames, { method: 'resources/list', params: {} }, 1)?.exchangeId).toBe(7);
  });

  it('ignores frames before the request started', () => {
    expect(findFinalRequestFrame(frames, read, 7)).toBeUndefined();
    expect(isRetryFrame(undefined)).toBe(false);
  });

  it('counts a requestState-only retry as a retry', () => {
    expect(isRetryFrame(out(9, 9, 'resources/read', { uri: 'x://a', requestState: 'opaque' }))).toBe(true);
  });
});

describe('envelopeStaleTime', () => {
  const base = { result: { ttlMs: 5_000, cacheScope: 'public' }, era: 'modern', receivedAt: 0, exchangeId: 1 } as const;

  it('follows the hints of a wire result', () => {
    expect(envelopeStaleTime(buildEnvelope({ ...base, mrtr: false, source: 'wire' }))).toBe(5_000);
  });

  it('never keeps an MRTR result fresh, whatever its hints say', () => {
    const envelope = buildEnvelope({ ...base, mrtr: true, source: 'wire' });
    expect(envelopeStaleTime(envelope)).toBe(0);
    expect(envelope.warnings).toContain('Obtained through an input_required retry: not cached (spec §12).');
  });

  it('keeps a legacy handshake summary until reconnect', () => {
    const envelope = buildEnvelope({ ...base, result: {}, era: 'legacy', mrtr: false, source: 'handshake' });
    expect(envelopeStaleTime(envelope)).toBe(Number.POSITIVE_INFINITY);
    expect(envelope.warnings).toEqual(['legacy era: no cache hints']);
    expect(envelopeStaleTime(undefined)).toBe(0);
  });

  it('recognises envelopes', () => {
    expect(isEnvelope(buildEnvelope({ ...base, mrtr: false, source: 'wire' }))).toBe(true);
    expect(isEnvelope({ result: 1 })).toBe(false);
    expect(isEnvelope(null)).toBe(false);
  });
});
