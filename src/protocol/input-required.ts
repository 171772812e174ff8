import type { Client, ElicitRequestParams, ElicitResult } from '@modelcontextprotocol/client';
import { ValueStore } from '../lib/value-store';
import type { ExternalStore } from './types';

/** One elicitation waiting for the user (spec §11.4: form or URL mode). */
export interface PendingInput {
  /** Broker-wide id, for `respond`. */
  id: number;
  /** The server that asks, shown so the user knows who wants the data (spec §11.4). */
  serverUrl: string;
  receivedAt: number;
  params: ElicitRequestParams;
}

export interface InputBrokerSnapshot {
  /** Oldest first. A new array whenever it changes. */
  pending: readonly PendingInput[];
}

interface Waiter {
  resolve: (result: ElicitResult) => void;
  dispose: () => void;
}

/**
 * Pending input requests between the SDK and whatever UI answers them, framework-free.
 * Both ways a server asks for input end here: the 2026-07-28 `input_required` results
 * (the SDK fulfils their embedded requests through the registered handler and retries,
 * spec §11.3) and legacy server→client `elicitation/create` requests.
 */
export class InputBroker implements ExternalStore<InputBrokerSnapshot> {
  private readonly store = new ValueStore<InputBrokerSnapshot>({ pending: [] });
  private readonly waiters = new Map<number, Waiter>();
  private nextId = 1;
  private readonly now: () => number;

  constructor(now: () => number = Date.now) {
    this.now = now;
  }

  subscribe = (listener: () => void): (() => void) => this.store.subscribe(listener);

  getSnapshot = (): InputBrokerSnapshot => this.store.getSnapshot();

  /** Queues one elicitation and resolves with the user's answer; an abort removes it. */
  ask(serverUrl: string, params: ElicitRequestParams, signal?: AbortSignal): Promise<ElicitResult> {
    if (signal?.aborted === true) return Promise.reject(abortReason(signal));
    const id = this.nextId++;
    return new Promise<ElicitResult>((resolve, reject) => {
      const onAbort = () => {
        this.settle(id);
        reject(signal === undefined ? new Error('Input request aborted') : abortReason(signal));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiters.set(id, { resolve, dispose: () => signal?.removeEventListener('abort', onAbort) });
      const entry: PendingInput = { id, serverUrl, receivedAt: this.now(), params };
      this.store.set({ pending: [...this.store.getSnapshot().pending, entry] });
    });
  }

  /** Answers one pending request (accept with content, decline, or cancel). Unknown ids are ignored. */
  respond(id: number, result: ElicitResult): void {
    const waiter = this.settle(id);
    waiter?.resolve(result);
  }

  /** Cancels everything still pending, e.g. when the session closes. */
  cancelAll(): void {
    for (const { id } of this.store.getSnapshot().pending) this.respond(id, { action: 'cancel' });
  }

  private settle(id: number): Waiter | undefined {
    const waiter = this.waiters.get(id);
    if (waiter === undefined) return undefined;
    this.waiters.delete(id);
    waiter.dispose();
    this.store.set({ pending: this.store.getSnapshot().pending.filter((entry) => entry.id !== id) });
    return waiter;
  }
}

function abortReason(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new Error('Input request aborted');
}

/** The client capabilities that go with `installInputHandlers` (spec §8: form and URL elicitation). */
export const INPUT_CAPABILITIES = { elicitation: { form: {}, url: {} } } as const;

/**
 * Routes the server's elicitation requests to `broker`. Sampling and roots are deprecated
 * and not declared, so the SDK refuses them with a "no handler registered" error that the
 * console shows (spec §11.4).
 */
export function installInputHandlers(client: Client, broker: InputBroker, serverUrl: string): void {
  client.setRequestHandler('elicitation/create', (request, ctx) => broker.ask(serverUrl, request.params, ctx.mcpReq.signal));
}
