/**
 * The storage of every live event log (design.md "Stores outside React"): a bounded,
 * append-only sequence kept in fixed-size chunks. Appending writes one slot, so it costs O(1);
 * evicting releases whole chunks, so a window of the last `capacity` entries never moves data.
 * Snapshots (`LogWindow`) are views over the same chunks bounded by the positions they saw:
 * a later append never shows in an earlier window, and no window copies an array.
 */
export class LogBuffer<T> {
  private capacityCount: number;
  readonly chunkSize: number;
  /** Chunk `i` of this array holds absolute positions `(base + i) * chunkSize …`. */
  private chunks: T[][] = [];
  private base = 0;
  private start = 0;
  private end = 0;
  private droppedCount = 0;
  private versionCount = 0;
  private cached: LogWindow<T> | undefined;

  constructor(capacity: number, chunkSize = defaultChunkSize(capacity)) {
    assertCapacity(capacity);
    if (!Number.isInteger(chunkSize) || chunkSize < 1) throw new RangeError(`LogBuffer chunk size must be a positive integer, got ${chunkSize}`);
    this.capacityCount = capacity;
    // Sized once: a later capacity change keeps the chunks, so positions and old windows stay valid.
    this.chunkSize = chunkSize;
  }

  get capacity(): number {
    return this.capacityCount;
  }

  /**
   * Bounds the log to `capacity` from now on. Shrinking evicts the oldest entries (counted in
   * `dropped`) and returns them; positions keep counting, so readers that track them go on.
   */
  setCapacity(capacity: number): T[] {
    assertCapacity(capacity);
    this.capacityCount = capacity;
    const evicted: T[] = [];
    while (this.end - this.start > capacity) {
      const oldest = this.at(0);
      if (oldest !== undefined) evicted.push(oldest);
      this.start += 1;
      this.droppedCount += 1;
      this.release();
    }
    if (evicted.length > 0) this.touch();
    return evicted;
  }

  get size(): number {
    return this.end - this.start;
  }

  /** Entries evicted to stay within `capacity` since construction (`clear` does not count). */
  get dropped(): number {
    return this.droppedCount;
  }

  /** Bumped by every change; equal versions mean equal contents. */
  get version(): number {
    return this.versionCount;
  }

  /** Appends `item` and returns the entry it evicted, if any. */
  append(item: T): T | undefined {
    const offset = this.end - this.base * this.chunkSize;
    const index = Math.floor(offset / this.chunkSize);
    let chunk = this.chunks[index];
    if (chunk === undefined) {
      chunk = [];
      // Pushed in place: older windows end before it, so they never see the new chunk.
      this.chunks.push(chunk);
    }
    // Assigned, not pushed: after `clear` the first chunk starts part-way through.
    chunk[offset % this.chunkSize] = item;
    this.end += 1;
    let evicted: T | undefined;
    if (this.end - this.start > this.capacity) {
      evicted = this.at(0);
      this.start += 1;
      this.droppedCount += 1;
      this.release();
    }
    this.touch();
    return evicted;
  }

  /** Entry at logical position `index` (0 = oldest kept). */
  at(index: number): T | undefined {
    return readAt(this.chunks, this.base, this.chunkSize, this.start, this.end, index);
  }

  /** Empties the log; positions keep counting so old windows stay valid. */
  clear(): void {
    this.chunks = [];
    this.start = this.end;
    this.base = Math.floor(this.end / this.chunkSize);
    this.touch();
  }

  /** An immutable view of the current contents; the same object until the next change. */
  window(): LogWindow<T> {
    this.cached ??= new LogWindow(this.chunks, this.base, this.chunkSize, this.start, this.end, this.droppedCount, this.versionCount);
    return this.cached;
  }

  private touch(): void {
    this.versionCount += 1;
    this.cached = undefined;
  }

  /** Drops the first chunk once every entry in it is evicted; a new array, so older windows keep theirs. */
  private release(): void {
    if (this.start < (this.base + 1) * this.chunkSize) return;
    this.chunks = this.chunks.slice(1);
    this.base += 1;
  }
}

function assertCapacity(capacity: number): void {
  if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError(`LogBuffer capacity must be a positive integer, got ${capacity}`);
}

/** Chunks of about √capacity entries: eviction copies about √capacity chunk pointers once per chunk. */
function defaultChunkSize(capacity: number): number {
  return Math.max(16, Math.ceil(Math.sqrt(capacity)));
}

/** Like `Array.prototype.at`: a negative index counts back from the newest entry. */
function readAt<T>(chunks: readonly (readonly T[])[], base: number, chunkSize: number, start: number, end: number, at: number): T | undefined {
  const index = at < 0 ? at + end - start : at;
  if (!Number.isInteger(index) || index < 0 || start + index >= end) return undefined;
  const offset = start + index - base * chunkSize;
  return chunks[Math.floor(offset / chunkSize)]?.[offset % chunkSize];
}

/**
 * One snapshot of a `LogBuffer`: a version number plus a windowed read over storage shared with
 * every other snapshot. `toArray` copies, once per window, for callers that need an array.
 */
export class LogWindow<T> implements Iterable<T> {
  private array: readonly T[] | undefined;

  constructor(
    private readonly chunks: readonly (readonly T[])[],
    private readonly base: number,
    private readonly chunkSize: number,
    /** Absolute position of the oldest entry kept. */
    readonly start: number,
    /** Absolute position after the newest entry: how many entries were ever appended. */
    readonly end: number,
    readonly dropped: number,
    readonly version: number,
  ) {}

  get size(): number {
    return this.end - this.start;
  }

  /** Entry at logical position `index` (0 = oldest kept, -1 = newest). */
  at(index: number): T | undefined {
    return readAt(this.chunks, this.base, this.chunkSize, this.start, this.end, index);
  }

  last(): T | undefined {
    return this.at(this.size - 1);
  }

  /** Entries `from` (inclusive) to `to` (exclusive) by logical position, clamped: what a virtual list shows. */
  slice(from = 0, to = this.size): T[] {
    const out: T[] = [];
    const high = Math.min(to, this.size);
    for (let i = Math.max(0, from); i < high; i += 1) {
      const item = this.at(i);
      if (item !== undefined) out.push(item);
    }
    return out;
  }

  /** The chunk that stores entry `index`: two windows that return the same chunk share its storage. */
  storageOf(index: number): readonly T[] | undefined {
    if (index < 0 || index >= this.size) return undefined;
    return this.chunks[Math.floor((this.start + index - this.base * this.chunkSize) / this.chunkSize)];
  }

  toArray(): readonly T[] {
    this.array ??= this.slice();
    return this.array;
  }

  *[Symbol.iterator](): Iterator<T> {
    for (let i = 0; i < this.size; i += 1) {
      const item = this.at(i);
      if (item !== undefined) yield item;
    }
  }
}
