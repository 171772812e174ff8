import type { Client, ElicitRequestParams, ElicitResult } from '@modelcontextprotocol/client';
import { ValueStore } from '../../lib/value-store';
import { ConsoleError } from '../diagnosis/console-error';
import type { Root } from './roots';
import { SamplingQueue } from './sampling';
import type { ExternalStore } from '../model/types';

/** One elicitation waiting for the user (spec §11.4: form or URL mode). */
export interface PendingInput {
  /** Broker-wide id, for `respond`. */
  id: number;
  /** The server that asks, shown so the user knows who wants the data (spec §11.4). */
  serverUrl: string;
  receivedAt: number;
  params: ElicitRequestParams;
}

/** The deprecated input requests the console shows but never fulfils (spec §11.4). */
export type DeclinedMethod = 'sampling/createMessage' | 'roots/list';

/** Why each deprecated request is declined; the same words reach the user in the dialog and the error. */
export const DECLINE_REASONS: Readonly<Record<DeclinedMethod, string>> = {
  'sampling/createMessage': 'this client did not offer sampling (it declared no sampling capability)',
  'roots/list': 'this client did not offer roots (it declared no roots capability)',
};

/** A sampling or roots request the server made, shown so the user sees what was asked and why it failed. */
export interface DeclinedInput {
  id: number;
  serverUrl: string;
  receivedAt: number;
  method: DeclinedMethod;
  params: unknown;
  reason: string;
}

export interface InputBrokerSnapshot {
  /** Oldest first. A new array whenever it changes. */
  pending: readonly PendingInput[];
  /** Declined sampling/roots requests until the user dismisses them. Oldest first. */
  declined: readonly DeclinedInput[];
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
  private readonly store = new ValueStore<InputBrokerSnapshot>({ pending: [], declined: [] });
  /** Sampling requests waiting for the user to answer as the model would. */
  readonly sampling: SamplingQueue;
  private readonly waiters = new Map<number, Waiter>();
  private nextId = 1;
  private readonly now: () => number;

  constructor(now: () => number = Date.now) {
    this.now = now;
    this.sampling = new SamplingQueue(now);
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
      const snapshot = this.store.getSnapshot();
      this.store.set({ ...snapshot, pending: [...snapshot.pending, entry] });
    });
  }

  /** Answers one pending request (accept with content, decline, or cancel). Unknown ids are ignored. */
  respond(id: number, result: ElicitResult): void {
    const waiter = this.settle(id);
    waiter?.resolve(result);
  }

  /** Records a request the console will not fulfil and returns the error to fail it with. */
  decline(serverUrl: string, method: DeclinedMethod, params: unknown): ConsoleError {
    const reason = DECLINE_REASONS[method];
    const entry: DeclinedInput = { id: this.nextId++, serverUrl, receivedAt: this.now(), method, params, reason };
    const snapshot = this.store.getSnapshot();
    this.store.set({ ...snapshot, declined: [...snapshot.declined, entry] });
    return new ConsoleError({ kind: 'protocol', message: `The server asked for ${method}: ${reason}.` });
  }

  /** Removes a declined request from view. Unknown ids are ignored. */
  dismiss(id: number): void {
    const snapshot = this.store.getSnapshot();
    if (!snapshot.declined.some((entry) => entry.id === id)) return;
    this.store.set({ ...snapshot, declined: snapshot.declined.filter((entry) => entry.id !== id) });
  }

  /** Cancels everything still pending, e.g. when the session closes. */
  cancelAll(): void {
    for (const { id } of this.store.getSnapshot().pending) this.respond(id, { action: 'cancel' });
    this.sampling.declineAll();
  }

  private settle(id: number): Waiter | undefined {
    const waiter = this.waiters.get(id);
    if (waiter === undefined) return undefined;
    this.waiters.delete(id);
    waiter.dispose();
    const snapshot = this.store.getSnapshot();
    this.store.set({ ...snapshot, pending: snapshot.pending.filter((entry) => entry.id !== id) });
    return waiter;
  }
}

function abortReason(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new Error('Input request aborted');
}

/** The client capabilities that go with `installInputHandlers` (spec §8: form and URL elicitation). */
export const INPUT_CAPABILITIES = { elicitation: { form: {}, url: {} } } as const;

/** What the client answers besides elicitation: sampling only where a person can play the model. */
export interface InputAnswers {
  sampling: boolean;
  /** The roots to answer `roots/list` with (the user's list for this server), when the client offers roots. */
  roots?: () => readonly Root[];
}

/**
 * The capabilities to declare for `answers` (sampling and roots are deprecated in 2026-07-28 but
 * still served). `roots.listChanged`: the console tells legacy servers when the user edits them.
 */
export function inputCapabilities(answers: InputAnswers): Record<string, object> {
  return {
    ...INPUT_CAPABILITIES,
    ...(answers.sampling ? { sampling: {} } : {}),
    ...(answers.roots === undefined ? {} : { roots: { listChanged: true } }),
  };
}

/**
 * Routes the server's input requests to `broker`: elicitations to its dialog, sampling to its
 * sampling queue when `answers.sampling` (the browser console, where the user types the model's
 * reply), and `roots/list` to `answers.roots`. What is not offered is not declared; a server that
 * asks anyway gets the request shown and the call fails with the reason, instead of an opaque
 * "no handler" error. Registering them without the capability needs a `ConsoleClient`.
 */
export function installInputHandlers(client: Client, broker: InputBroker, serverUrl: string, answers: InputAnswers = { sampling: false }): void {
  client.setRequestHandler('elicitation/create', (request, ctx) => broker.ask(serverUrl, request.params, ctx.mcpReq.signal));
  client.setRequestHandler('sampling/createMessage', (request, ctx) =>
    answers.sampling ? broker.sampling.ask(serverUrl, request.params, ctx.mcpReq.signal) : Promise.reject(broker.decline(serverUrl, 'sampling/createMessage', request.params)),
  );
  const roots = answers.roots;
  client.setRequestHandler('roots/list', (request) =>
    roots === undefined ? Promise.reject(broker.decline(serverUrl, 'roots/list', request.params)) : Promise.resolve({ roots: roots().map((root) => ({ ...root })) }),
  );
}
