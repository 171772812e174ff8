/** A module of the page that loads when first wanted, not on the way to "connected" (issue 43). */
export interface OnDemand<T> {
  load(): Promise<T>;
  /** The module once it has loaded, for code that must use it synchronously or show it at once. */
  loaded(): T | undefined;
  /** Whether a load is under way or done (a failed one is forgotten). */
  started(): boolean;
}

/**
 * One load shared by every user of the module. A failed one is forgotten, so the next use
 * (Retry, the next connect) loads again instead of failing for the rest of the page's life.
 */
export function onDemand<T>(importer: () => Promise<T>): OnDemand<T> {
  let loading: Promise<T> | undefined;
  let resolved: T | undefined;
  return {
    load: () =>
      (loading ??= importer().then(
        (module) => (resolved = module),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
    loaded: () => resolved,
    started: () => loading !== undefined,
  };
}
