import type { Indexed } from './order';

/** A chunk splits in two past this size, so an insert in the middle moves at most this many slots. */
const MAX_CHUNK = 512;

/**
 * A sorted, append-structured list in chunks (the timeline's storage, after lib/buffers/log-buffer):
 * an item at the end is pushed into the last chunk in O(1); one out of order goes into its
 * chunk (a sorted tail merge, O(chunk)). Snapshots (`SortedView`) copy only the chunk pointers
 * and lengths; a chunk a snapshot may still read is copied before it is changed other than at
 * its end, so no snapshot ever sees a later change.
 */
export class SortedChunks<T> {
  private chunks: T[][] = [];
  /** Chunks created or copied since the last snapshot: no view reads them, so they change in place. */
  private owned = new Set<T[]>();
  private count = 0;
  private cached: SortedView<T> | undefined;

  constructor(private readonly compare: (a: T, b: T) => number) {}

  get length(): number {
    return this.count;
  }

  /** Inserts after every item ordered before it: O(1) at the end, O(chunk) out of order. */
  insert(item: T): void {
    this.cached = undefined;
    this.count += 1;
    const index = this.chunkFor(item);
    const chunk = this.chunks[index];
    if (chunk === undefined) {
      this.chunks.push(this.own([item]));
      return;
    }
    const at = upperBound(chunk, item, this.compare);
    if (at === chunk.length) chunk.push(item); // past every view's recorded length: views never see it
    else this.writable(index).splice(at, 0, item);
    if ((this.chunks[index]?.length ?? 0) > MAX_CHUNK) this.split(index);
  }

  /** Removes the item equal (by `compare`) to `item`; false when there is none. */
  remove(item: T): boolean {
    const index = this.chunkFor(item, true);
    const chunk = this.chunks[index];
    if (chunk === undefined) return false;
    const at = lowerBound(chunk, item, this.compare);
    const found = chunk[at];
    if (found === undefined || this.compare(found, item) !== 0) return false;
    this.cached = undefined;
    this.count -= 1;
    if (chunk.length === 1) this.chunks.splice(index, 1);
    else this.writable(index).splice(at, 1);
    return true;
  }

  /** Swaps `before` for `next`: in place when they sort alike, else a remove and an insert. */
  replace(before: T, next: T): void {
    if (this.compare(before, next) !== 0 || !this.setInPlace(before, next)) {
      this.remove(before);
      this.insert(next);
    }
  }

  /** Drops the `n` first items (eviction), whole chunks without copying them. */
  dropFirst(n: number): T[] {
    const dropped: T[] = [];
    while (dropped.length < n && this.chunks.length > 0) {
      const first = this.chunks[0] ?? [];
      const take = Math.min(first.length, n - dropped.length);
      dropped.push(...first.slice(0, take));
      if (take === first.length) this.chunks.shift();
      else this.writable(0).splice(0, take);
    }
    this.count -= dropped.length;
    this.cached = undefined;
    return dropped;
  }

  /** An immutable view of the items now; the same object until the next change. */
  snapshot(): SortedView<T> {
    if (this.cached !== undefined) return this.cached;
    this.owned = new Set();
    this.cached = new SortedView(this.chunks.slice(), this.chunks.map((c) => c.length));
    return this.cached;
  }

  /** The chunk where `item` belongs: the first whose last item sorts after it (or equal, for lookups). */
  private chunkFor(item: T, inclusive = false): number {
    let low = 0;
    let high = this.chunks.length - 1;
    if (high < 0) return 0;
    while (low < high) {
      const mid = (low + high) >>> 1;
      const last = this.chunks[mid]?.at(-1);
      const c = last === undefined ? -1 : this.compare(last, item);
      if (c < 0 || (c === 0 && !inclusive)) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  private setInPlace(before: T, next: T): boolean {
    const index = this.chunkFor(before, true);
    const chunk = this.chunks[index];
    if (chunk === undefined) return false;
    const at = lowerBound(chunk, before, this.compare);
    const found = chunk[at];
    if (found === undefined || this.compare(found, before) !== 0) return false;
    this.writable(index)[at] = next;
    this.cached = undefined;
    return true;
  }

  /** The chunk at `index`, copied first if a snapshot may read it (copy on write). */
  private writable(index: number): T[] {
    const chunk = this.chunks[index] ?? [];
    if (this.owned.has(chunk)) return chunk;
    const copy = this.own(chunk.slice());
    this.chunks[index] = copy;
    return copy;
  }

  private own(chunk: T[]): T[] {
    this.owned.add(chunk);
    return chunk;
  }

  private split(index: number): void {
    const chunk = this.chunks[index] ?? [];
    const half = chunk.length >>> 1;
    this.chunks.splice(index, 1, this.own(chunk.slice(0, half)), this.own(chunk.slice(half)));
  }
}

function upperBound<T>(chunk: readonly T[], item: T, compare: (a: T, b: T) => number): number {
  let low = 0;
  let high = chunk.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (compare(chunk[mid] as T, item) <= 0) low = mid + 1;
    else high = mid;
  }
  return low;
}

function lowerBound<T>(chunk: readonly T[], item: T, compare: (a: T, b: T) => number): number {
  let low = 0;
  let high = chunk.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (compare(chunk[mid] as T, item) < 0) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** One snapshot of a `SortedChunks`: chunk pointers and the lengths they had, read by position. */
export class SortedView<T> implements Indexed<T> {
  readonly length: number;
  /** `ends[k]` is the position after chunk k's last item. */
  private readonly ends: number[] = [];
  /** The chunk of the last read: table rows and draws read neighbours, so most reads skip the search. */
  private hint = 0;

  constructor(
    private readonly chunks: readonly (readonly T[])[],
    private readonly lengths: readonly number[],
  ) {
    let end = 0;
    for (const length of lengths) this.ends.push((end += length));
    this.length = end;
  }

  at(index: number): T | undefined {
    if (!Number.isInteger(index) || index < 0 || index >= this.length) return undefined;
    let k = this.hint;
    if (!(index < (this.ends[k] ?? 0) && index >= (this.ends[k - 1] ?? 0))) {
      let low = 0;
      let high = this.ends.length - 1;
      while (low < high) {
        const mid = (low + high) >>> 1;
        if ((this.ends[mid] ?? 0) <= index) low = mid + 1;
        else high = mid;
      }
      k = low;
      this.hint = k;
    }
    return this.chunks[k]?.[index - (this.ends[k - 1] ?? 0)];
  }

  /** The chunk storing position `index`: two views that return the same array share its storage. */
  storageOf(index: number): readonly T[] | undefined {
    const item = this.at(index);
    return item === undefined ? undefined : this.chunks[this.hint];
  }

  get chunkCount(): number {
    return this.lengths.length;
  }
}
