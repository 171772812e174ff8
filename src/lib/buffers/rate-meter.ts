const BUCKET_MS = 100;
const BUCKETS = 10;

/**
 * Events per second over the last second, in constant time and memory: counts go into ten
 * 100 ms buckets that are reused as the clock moves on. Drives a lane's "212 updates/s".
 */
export class RateMeter {
  private readonly counts = new Array<number>(BUCKETS).fill(0);
  private readonly stamps = new Array<number>(BUCKETS).fill(-1);

  add(now: number, count = 1): void {
    const bucket = Math.floor(now / BUCKET_MS);
    const slot = bucket % BUCKETS;
    if (this.stamps[slot] !== bucket) {
      this.stamps[slot] = bucket;
      this.counts[slot] = 0;
    }
    this.counts[slot] = (this.counts[slot] ?? 0) + count;
  }

  /** Events counted in the second before `now`. */
  perSecond(now: number): number {
    const current = Math.floor(now / BUCKET_MS);
    let total = 0;
    for (let slot = 0; slot < BUCKETS; slot += 1) {
      const stamp = this.stamps[slot] ?? -1;
      if (stamp > current - BUCKETS && stamp <= current) total += this.counts[slot] ?? 0;
    }
    return total;
  }
}
