import type { JSONRPCMessage, Transport } from '@modelcontextprotocol/client';

export type InboundListener = (message: JSONRPCMessage) => void;

/**
 * A fan-out of every JSON-RPC message a session receives. The SDK holds one
 * handler per notification method and consumes the listen acknowledgement and
 * `notifications/cancelled` for its own bookkeeping, but the Subscriptions
 * panel, live invalidation and the lane bookkeeping all need to see them
 * (spec §17: a notification routes by its subscription id).
 */
export class InboundMessages {
  private readonly listeners = new Set<InboundListener>();

  subscribe(listener: InboundListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Taps a connected transport. Listeners run after the SDK has handled the
   * message, so a listen acknowledgement is seen before `listen()` resolves.
   */
  attach(transport: Pick<Transport, 'onmessage'>): void {
    const sdkHandler = transport.onmessage;
    transport.onmessage = (message, extra) => {
      sdkHandler?.(message, extra);
      for (const listener of [...this.listeners]) {
        try {
          listener(message);
        } catch {
          // A broken observer must not break the session's own message handling.
        }
      }
    };
  }
}
