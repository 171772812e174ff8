import type { HttpExchange, RpcFrame, TrafficSnapshot } from '../../protocol/model/types';
import type { TrafficSource } from '../../hooks/session/use-session';

/** A JSON-RPC POST exchange, overridable field by field. */
export function exchange(id: number, overrides: Partial<HttpExchange> = {}): HttpExchange {
  const method = overrides.rpcMethod ?? 'tools/list';
  const requestText = JSON.stringify({ jsonrpc: '2.0', id, method });
  return {
    id,
    startedAt: Date.UTC(2026, 6, 28, 12, 0, 0) + id,
    headersMs: 3,
    durationMs: 12,
    state: 'done',
    request: {
      method: 'POST',
      url: 'https://api.example/mcp',
      headers: [
        ['content-type', 'application/json'],
        ['authorization', '[redacted]'],
      ],
      body: { text: requestText, bytes: requestText.length, truncated: false },
    },
    response: {
      status: 200,
      statusText: 'OK',
      headers: [['content-type', 'application/json']],
      contentType: 'application/json',
      body: { text: '{"jsonrpc":"2.0","id":1,"result":{"tools":[]}}', bytes: 46, truncated: false },
    },
    sse: [],
    error: undefined,
    rpcMethod: method,
    rpcId: id,
    mcpMethod: method,
    mcpName: undefined,
    ...overrides,
  };
}

export function frame(id: number, exchangeId: number, overrides: Partial<RpcFrame> = {}): RpcFrame {
  return {
    id,
    at: Date.UTC(2026, 6, 28, 12, 0, 0),
    direction: 'out',
    kind: 'request',
    rpcId: exchangeId,
    method: 'tools/list',
    exchangeId,
    requestFrameId: undefined,
    message: { jsonrpc: '2.0', id: exchangeId, method: 'tools/list' },
    ...overrides,
  };
}

/** A settable traffic store standing in for the protocol layer's TrafficLog. */
export class FakeTraffic implements TrafficSource {
  #snapshot: TrafficSnapshot;
  readonly #listeners = new Set<() => void>();
  cleared = 0;

  constructor(exchanges: HttpExchange[] = [], frames: RpcFrame[] = []) {
    this.#snapshot = { exchanges, frames, droppedExchanges: 0 };
  }

  subscribe = (listener: () => void) => {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  };

  getSnapshot = () => this.#snapshot;

  set(exchanges: HttpExchange[], frames: RpcFrame[] = []): void {
    this.#snapshot = { exchanges, frames, droppedExchanges: 0 };
    for (const l of this.#listeners) l();
  }

  clear(): void {
    this.cleared++;
    this.set([]);
  }
}
