/**
 * A bounded FIFO: once `capacity` items are held, each push evicts the oldest.
 * Logs that can grow without end (traffic, SSE events of a listen stream) use it
 * so a long session cannot exhaust memory; `dropped` tells the UI how much was lost.
 */
export class RingBuffer<T> {
  readonly capacity: number;
  private items: (T | undefined)[];
  private start = 0;
  private length = 0;
  private droppedCount = 0;

  constructor(capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) {
      throw new RangeError(`RingBuffer capacity must be a positive integer, got ${capacity}`);
    }
    this.capacity = capacity;
    // Grown on push, not preallocated: the traffic log keeps one buffer per exchange for SSE
    // events, and a 2,000-slot array per plain JSON response was most of its memory and GC.
    this.items = [];
  }

  get size(): number {
    return this.length;
  }

  /** How many items were evicted by pushes since construction (not reset by `clear`). */
  get dropped(): number {
    return this.droppedCount;
  }

  /** Appends `item`; returns the evicted oldest item, if any. */
  push(item: T): T | undefined {
    if (this.length < this.capacity) {
      this.items[(this.start + this.length) % this.capacity] = item;
      this.length += 1;
      return undefined;
    }
    const evicted = this.items[this.start];
    this.items[this.start] = item;
    this.start = (this.start + 1) % this.capacity;
    this.droppedCount += 1;
    return evicted;
  }

  /** Item at logical position `index` (0 = oldest). */
  at(index: number): T | undefined {
    if (index < 0 || index >= this.length) return undefined;
    return this.items[(this.start + index) % this.capacity];
  }

  /**
   * Replaces the newest item matching `match`. Scans newest first because
   * updates almost always concern recent entries.
   */
  replaceLast(match: (item: T) => boolean, next: (item: T) => T): boolean {
    for (let i = this.length - 1; i >= 0; i -= 1) {
      const slot = (this.start + i) % this.capacity;
      const item = this.items[slot];
      if (item !== undefined && match(item)) {
        this.items[slot] = next(item);
        return true;
      }
    }
    return false;
  }

  /** A new array, oldest first. */
  toArray(): T[] {
    const out: T[] = [];
    for (let i = 0; i < this.length; i += 1) {
      const item = this.items[(this.start + i) % this.capacity];
      if (item !== undefined) out.push(item);
    }
    return out;
  }

  clear(): void {
    this.items = [];
    this.start = 0;
    this.length = 0;
  }
}
