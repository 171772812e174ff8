/**
 * A single value readable through `useSyncExternalStore`: `getSnapshot` returns
 * the same object until `set` replaces it, and listeners run synchronously
 * because status changes are rare and must not be coalesced away.
 */
export class ValueStore<T> {
  private value: T;
  private readonly listeners = new Set<() => void>();

  constructor(initial: T) {
    this.value = initial;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): T => this.value;

  set(next: T): void {
    if (Object.is(next, this.value)) return;
    this.value = next;
    for (const listener of [...this.listeners]) listener();
  }
}
