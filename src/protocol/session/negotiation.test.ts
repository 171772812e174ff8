import { describe, expect, it } from 'vitest';
import { LEGACY_VERDICT_MAX_AGE_MS, buildNegotiation, choosePrior, describeExchange, shouldRemember } from './negotiation';
import type { HttpExchange, RpcFrame } from '../model/types';

const NOW = Date.UTC(2026, 11, 2, 15, 0);

function exchange(partial: Partial<HttpExchange> & Pick<HttpExchange, 'id'>): HttpExchange {
  return {
    startedAt: NOW, headersMs: 1, durationMs: 2, state: 'done',
    request: { method: 'POST', url: 'http://127.0.0.1/mcp', headers: [], body: undefined },
    response: undefined, sse: [], error: undefined,
    rpcMethod: undefined, rpcId: undefined, mcpMethod: undefined, mcpName: undefined,
    ...partial,
  };
}

function reply(exchangeId: number, message: unknown): RpcFrame {
  return { id: exchangeId * 10, at: NOW, direction: 'in', kind: 'result', rpcId: 1, method: undefined, exchangeId, requestFrameId: undefined, message };
}

const response = (status: number, text = ''): HttpExchange['response'] => ({
  status, statusText: '', headers: [], contentType: 'application/json', body: { text, bytes: text.length, truncated: false },
});

describe('choosePrior', () => {
  it('reuses a fresh legacy verdict to skip the probe', () => {
    const verdict = { era: 'legacy' as const, protocolVersion: '2025-11-25', decidedAt: NOW - 1000 };
    expect(choosePrior(verdict, NOW)).toEqual({ prior: { kind: 'legacy' }, used: verdict });
  });

  it('re-probes a legacy verdict older than 24 h, a modern verdict, or none', () => {
    const stale = { era: 'legacy' as const, protocolVersion: '2025-11-25', decidedAt: NOW - LEGACY_VERDICT_MAX_AGE_MS };
    expect(choosePrior(stale, NOW).prior).toBeUndefined();
    expect(choosePrior({ era: 'modern', protocolVersion: '2026-07-28', decidedAt: NOW }, NOW).prior).toBeUndefined();
    expect(choosePrior(undefined, NOW).prior).toBeUndefined();
  });
});

describe('buildNegotiation', () => {
  it('explains a legacy fallback from the probe answer and the initialize result', () => {
    const probe = exchange({ id: 1, rpcMethod: 'server/discover', response: response(400) });
    const init = exchange({ id: 2, rpcMethod: 'initialize', response: response(200) });
    const frames = [
      { ...reply(1, { jsonrpc: '2.0', id: 'p', error: { code: -32000, message: 'Bad Request: Server not initialized' } }), kind: 'error' as const },
      reply(2, { jsonrpc: '2.0', id: 0, result: { protocolVersion: '2025-11-25' } }),
    ];
    const negotiation = buildNegotiation({ era: 'legacy', protocolVersion: '2025-11-25', traffic: { exchanges: [probe, init], frames }, remembered: undefined });
    expect(negotiation).toEqual({
      era: 'legacy',
      protocolVersion: '2025-11-25',
      probed: true,
      evidence: [
        "server/discover → HTTP 400, JSON-RPC -32000 'Bad Request: Server not initialized' → legacy fallback",
        'initialize → HTTP 200, protocolVersion 2025-11-25',
        'negotiated legacy era, protocol version 2025-11-25',
      ],
    });
  });

  it('says when a remembered verdict skipped the probe', () => {
    const negotiation = buildNegotiation({
      era: 'legacy', protocolVersion: '2025-11-25', traffic: { exchanges: [], frames: [] },
      remembered: { era: 'legacy', protocolVersion: '2025-11-25', decidedAt: NOW },
    });
    expect(negotiation.probed).toBe(false);
    expect(negotiation.evidence[0]).toBe('remembered verdict from 2026-12-02 15:00 UTC: legacy 2025-11-25 — probe skipped');
  });
});

describe('describeExchange', () => {
  it('describes failures and non-JSON bodies', () => {
    expect(describeExchange(exchange({ id: 1, rpcMethod: 'server/discover', state: 'failed', error: 'TypeError: Failed to fetch' }), [])).toBe(
      'server/discover → failed (TypeError: Failed to fetch)',
    );
    expect(describeExchange(exchange({ id: 1, rpcMethod: 'server/discover', response: response(405, '') }), [])).toBe('server/discover → HTTP 405, empty body');
    expect(describeExchange(exchange({ id: 1, rpcMethod: 'server/discover', response: response(404, 'Cannot POST /mcp') }), [])).toBe(
      "server/discover → HTTP 404, body 'Cannot POST /mcp'",
    );
  });
});

describe('shouldRemember', () => {
  const legacy = { era: 'legacy' as const, protocolVersion: '2025-11-25', probed: true, evidence: [] };
  it('does not remember a legacy fallback caused by a probe that got no HTTP answer (browser CORS)', () => {
    expect(shouldRemember(legacy, [exchange({ id: 1, rpcMethod: 'server/discover', state: 'failed' })])).toBe(false);
    expect(shouldRemember(legacy, [exchange({ id: 1, rpcMethod: 'server/discover', response: response(400) })])).toBe(true);
    expect(shouldRemember({ ...legacy, era: 'modern' }, [])).toBe(true);
  });
});
