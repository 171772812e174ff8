import type { ConnectionStatus, ExternalStore } from '../../protocol/model/types';
import type { SessionInput, SessionLike } from './session-manager';

/** A connection status a test sets by hand. */
export class FakeStatus implements ExternalStore<ConnectionStatus> {
  value: ConnectionStatus = { state: 'idle' };
  readonly listeners = new Set<() => void>();
  subscribe = (l: () => void) => {
    this.listeners.add(l);
    return () => this.listeners.delete(l);
  };
  getSnapshot = () => this.value;
  set(value: ConnectionStatus): void {
    this.value = value;
    for (const l of this.listeners) l();
  }
}

/** A session that connects at once on the modern era and closes when asked. */
export class FakeSession implements SessionLike {
  readonly status = new FakeStatus();
  closed = false;
  constructor(readonly input: SessionInput) {}
  get url(): string {
    return this.input.url;
  }
  connect(): Promise<ConnectionStatus> {
    const status: ConnectionStatus = {
      state: 'connected',
      url: this.url,
      negotiation: { era: 'modern', protocolVersion: '2026-07-28', probed: true, evidence: [] },
      server: { info: undefined, capabilities: {}, instructions: undefined, discover: undefined },
      connectedAt: 1,
      connectMs: 5,
    };
    this.status.set(status);
    return Promise.resolve(status);
  }
  close(): Promise<void> {
    this.closed = true;
    this.status.set({ state: 'closed', url: this.url });
    return Promise.resolve();
  }
}
