/**
 * The noun for `n` things: `one` for exactly one, else `many` (English: "1 resource", "0 resources",
 * "2 resources"). The number itself is the caller's, so each view keeps its own number format.
 */
export function noun(n: number, one: string, many = `${one}s`): string {
  return n === 1 ? one : many;
}

/** `n` and its noun, the number as is: "1 resource loaded" reads right, and `<n> resources loaded` keeps its digits. */
export function counted(n: number, one: string, many = `${one}s`): string {
  return `${n} ${noun(n, one, many)}`;
}
