/**
 * What a virtual list reads: a size and an entry by position. A live log's `LogWindow` is one
 * without copying; `arrayList` adapts a plain array (an imported recording, a test fixture).
 */
export interface IndexedList<T> {
  readonly size: number;
  at(index: number): T | undefined;
}

export function arrayList<T>(items: readonly T[]): IndexedList<T> {
  return { size: items.length, at: (index) => items[index] };
}

export const EMPTY_LIST: IndexedList<never> = { size: 0, at: () => undefined };
