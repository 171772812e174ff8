import type { RpcFrame } from '../../model/types';

/** Hears one JSON-RPC message as the tap records it. */
export type MessageObserver = (direction: RpcFrame['direction'], message: unknown) => void;

/**
 * Listeners called at once for every recorded message, unlike the log's change notifications,
 * which wait for an animation frame. An inbound answer reaches them before the SDK has read it,
 * so a reader can act on a page's raw answer (its next cursor) while the SDK still checks it.
 */
export class MessageObservers {
  private readonly listeners = new Set<MessageObserver>();

  add(listener: MessageObserver): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  notify(direction: RpcFrame['direction'], message: unknown): void {
    for (const listener of this.listeners) {
      try {
        listener(direction, message);
      } catch (error) {
        // Thrown into the tap, it would mark the exchange failed and starve the other listeners.
        console.error('A traffic log message observer failed', error);
      }
    }
  }
}
