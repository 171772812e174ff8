import { ProtocolError } from '@modelcontextprotocol/client';
import { ValueStore } from '../../lib/value-store';
import { isRecord } from '../../lib/is-record';
import type { ExternalStore } from '../model/types';

/** One content block of a sampling message, as the dialog shows it (spec: sampling, content types). */
export type SamplingBlock =
  | { type: 'text'; text: string }
  | { type: 'image' | 'audio'; data: string; mimeType: string }
  | { type: 'other'; value: unknown };

export interface SamplingMessageView {
  role: string;
  blocks: readonly SamplingBlock[];
}

/** What a `sampling/createMessage` request asks, read from its params for display. */
export interface SamplingRequestView {
  messages: readonly SamplingMessageView[];
  systemPrompt: string | undefined;
  maxTokens: number | undefined;
  temperature: number | undefined;
  stopSequences: readonly string[];
  includeContext: string | undefined;
  /** Model hints, in the server's order of preference. */
  hints: readonly string[];
  priorities: { cost?: number; speed?: number; intelligence?: number };
  /** Names of the tools the server offers the model, if any. */
  tools: readonly string[];
  /** The params as sent, for the raw view. */
  raw: unknown;
}

export type StopReason = 'endTurn' | 'stopSequence' | 'maxTokens';
export const STOP_REASONS: readonly StopReason[] = ['endTurn', 'stopSequence', 'maxTokens'];

/** The user's stand-in for the model's answer. */
export interface SamplingReply {
  text: string;
  model: string;
  stopReason: StopReason;
}

/** The `CreateMessageResult` a reply becomes (spec: sampling, "Responses"). */
export interface SamplingResult {
  [key: string]: unknown;
  role: 'assistant';
  content: { type: 'text'; text: string };
  model: string;
  stopReason: StopReason;
}

export interface PendingSampling {
  id: number;
  serverUrl: string;
  receivedAt: number;
  request: SamplingRequestView;
}

/** The error a client answers when its user rejects a sampling request (spec: sampling, "Error Handling"). */
export const USER_REJECTED_CODE = -1;

const record = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : {});
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const num = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

function blockOf(value: unknown): SamplingBlock {
  const block = record(value);
  if (block['type'] === 'text' && typeof block['text'] === 'string') return { type: 'text', text: block['text'] };
  if ((block['type'] === 'image' || block['type'] === 'audio') && typeof block['data'] === 'string') {
    return { type: block['type'], data: block['data'], mimeType: text(block['mimeType']) ?? 'application/octet-stream' };
  }
  return { type: 'other', value };
}

/** Reads a request's params into what the dialog shows; anything unexpected stays visible as data. */
export function viewSamplingRequest(params: unknown): SamplingRequestView {
  const p = record(params);
  const messages = Array.isArray(p['messages']) ? p['messages'] : [];
  const prefs = record(p['modelPreferences']);
  const hints = Array.isArray(prefs['hints']) ? prefs['hints'].map((h) => text(record(h)['name'])).filter((h) => h !== undefined) : [];
  const priorities: SamplingRequestView['priorities'] = {};
  for (const key of ['cost', 'speed', 'intelligence'] as const) {
    const value = num(prefs[`${key}Priority`]);
    if (value !== undefined) priorities[key] = value;
  }
  return {
    messages: messages.map((m) => {
      const message = record(m);
      const content = message['content'];
      return { role: text(message['role']) ?? '?', blocks: (Array.isArray(content) ? content : [content]).map(blockOf) };
    }),
    systemPrompt: text(p['systemPrompt']),
    maxTokens: num(p['maxTokens']),
    temperature: num(p['temperature']),
    stopSequences: Array.isArray(p['stopSequences']) ? p['stopSequences'].filter((s) => typeof s === 'string') : [],
    includeContext: text(p['includeContext']),
    hints,
    priorities,
    tools: Array.isArray(p['tools']) ? p['tools'].map((t) => text(record(t)['name']) ?? '?') : [],
    raw: params,
  };
}

export function samplingResult(reply: SamplingReply): SamplingResult {
  return { role: 'assistant', content: { type: 'text', text: reply.text }, model: reply.model, stopReason: reply.stopReason };
}

interface Waiter {
  resolve: (result: SamplingResult) => void;
  reject: (error: Error) => void;
  dispose: () => void;
}

/**
 * Sampling requests waiting for the user to answer as the model would (spec: client features,
 * sampling; "human in the loop"). The SDK's handler asks here; the dialog replies or declines.
 */
export class SamplingQueue implements ExternalStore<readonly PendingSampling[]> {
  private readonly store = new ValueStore<readonly PendingSampling[]>([]);
  private readonly waiters = new Map<number, Waiter>();
  private nextId = 1;

  constructor(private readonly now: () => number = Date.now) {}

  subscribe = (listener: () => void): (() => void) => this.store.subscribe(listener);
  getSnapshot = (): readonly PendingSampling[] => this.store.getSnapshot();

  ask(serverUrl: string, params: unknown, signal?: AbortSignal): Promise<SamplingResult> {
    if (signal?.aborted === true) return Promise.reject(new Error('Sampling request aborted'));
    const id = this.nextId++;
    return new Promise<SamplingResult>((resolve, reject) => {
      const onAbort = () => this.settle(id)?.reject(new Error('Sampling request aborted by the server'));
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiters.set(id, { resolve, reject, dispose: () => signal?.removeEventListener('abort', onAbort) });
      this.store.set([...this.store.getSnapshot(), { id, serverUrl, receivedAt: this.now(), request: viewSamplingRequest(params) }]);
    });
  }

  reply(id: number, reply: SamplingReply): void {
    this.settle(id)?.resolve(samplingResult(reply));
  }

  /** The user's refusal: the server gets JSON-RPC error -1, "User rejected sampling request". */
  decline(id: number): void {
    this.settle(id)?.reject(new ProtocolError(USER_REJECTED_CODE, 'User rejected sampling request'));
  }

  declineAll(): void {
    for (const { id } of this.store.getSnapshot()) this.decline(id);
  }

  private settle(id: number): Waiter | undefined {
    const waiter = this.waiters.get(id);
    if (waiter === undefined) return undefined;
    this.waiters.delete(id);
    waiter.dispose();
    this.store.set(this.store.getSnapshot().filter((entry) => entry.id !== id));
    return waiter;
  }
}
