/**
 * A small seeded generator (mulberry32): the same `--seed` gives the same cases on every
 * machine, which `Math.random` cannot promise. Not for anything secret.
 */
export interface Prng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  below(n: number): number;
}

export function createPrng(seed: number): Prng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return { next, below: (n) => Math.floor(next() * n) };
}

/** Fisher–Yates with the seeded generator; a new array. */
export function shuffled<T>(items: readonly T[], prng: Prng): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = prng.below(i + 1);
    const swap = out[i];
    const other = out[j];
    if (swap === undefined || other === undefined) continue;
    out[i] = other;
    out[j] = swap;
  }
  return out;
}
