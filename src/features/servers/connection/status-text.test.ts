import { describe, expect, it } from 'vitest';
import type { ConnectionStatus, Negotiation } from '../../../protocol/model/types';
import { statusText } from './status-text';

function connected(negotiation: Negotiation): ConnectionStatus {
  return { state: 'connected', url: 'http://127.0.0.1:1/sse', negotiation, server: { info: undefined, capabilities: {}, instructions: undefined, discover: undefined }, connectedAt: 0, connectMs: 1 };
}

describe('statusText', () => {
  it('names the HTTP+SSE transport with its 2024-11-05 date (ui-contract: the status shows 2024-11-05)', () => {
    const status = connected({ era: 'legacy', protocolVersion: '2025-11-25', probed: true, evidence: [], transport: 'sse' });
    expect(statusText(status)).toBe('Connected · 2025-11-25 · legacy · transport 2024-11-05 · HTTP+SSE');
  });

  it('leaves Streamable HTTP unsaid', () => {
    expect(statusText(connected({ era: 'modern', protocolVersion: '2026-07-28', probed: true, evidence: [] }))).toBe('Connected · 2026-07-28 · modern');
  });
});
