import { Listeners } from '../../lib/listeners';
import type { ModelExchange } from '../types';

/** Exchanges kept; the oldest go first. A conversation's turns are a few dozen at most. */
export const MODEL_LOG_CAPACITY = 500;

/** The fields of an exchange known when its request leaves. */
export type ExchangeStart = Omit<ModelExchange, 'id' | 'responseBody'>;

/**
 * The raw exchanges with the model endpoint (raw view, Traffic, the Timeline's model lane): an
 * external store whose snapshot is a new array on each change, capped as a ring. Only the
 * recording fetch writes to it, and only with the key already replaced.
 */
export class ModelLog {
  readonly #listeners = new Listeners();
  #exchanges: readonly ModelExchange[] = [];
  #nextId = 1;

  constructor(private readonly capacity = MODEL_LOG_CAPACITY) {}

  subscribe = (listener: () => void): (() => void) => this.#listeners.add(listener);

  getSnapshot = (): readonly ModelExchange[] => this.#exchanges;

  clear(): void {
    this.#exchanges = [];
    this.#listeners.emit();
  }

  /** A saved conversation's exchanges, shown as recorded; new ones are numbered after them. */
  load(exchanges: readonly ModelExchange[]): void {
    this.#exchanges = exchanges.slice(-this.capacity);
    this.#nextId = Math.max(0, ...exchanges.map((exchange) => exchange.id)) + 1;
    this.#listeners.emit();
  }

  /** Records a request as it leaves; returns its id. */
  start(exchange: ExchangeStart): number {
    const id = this.#nextId++;
    const next = [...this.#exchanges, { ...exchange, id, responseBody: '' }];
    this.#exchanges = next.length > this.capacity ? next.slice(next.length - this.capacity) : next;
    this.#listeners.emit();
    return id;
  }

  /** Changes a recorded exchange (its answer, a body chunk, its end); a dropped one is left alone. */
  update(id: number, change: (exchange: ModelExchange) => Partial<ModelExchange>): void {
    const index = this.#exchanges.findIndex((exchange) => exchange.id === id);
    const current = this.#exchanges[index];
    if (current === undefined) return;
    const next = [...this.#exchanges];
    next[index] = { ...current, ...change(current) };
    this.#exchanges = next;
    this.#listeners.emit();
  }
}
