import { useEffect, useState } from 'react';

/** A module of the page that loads when first shown, not on the way to "connected" (issue 43). */
export interface OnDemand<T> {
  load(): Promise<T>;
  /** The module once it has loaded, so a later mount shows it at once. */
  loaded(): T | undefined;
  /** Whether a load is under way or done (a failed one is forgotten). */
  started(): boolean;
}

/** One load shared by every user of the module; a failed one is forgotten, so Retry loads again. */
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

type Loaded<T> = { module: T } | { error: unknown } | undefined;

/**
 * The module of `part` once `wanted`: undefined while it loads (the caller shows nothing, as
 * before it was wanted), or the error of a failed load with `retry`.
 */
export function useOnDemand<T>(part: OnDemand<T>, wanted: boolean): { module?: T; error?: unknown; retry: () => void } {
  const [loaded, setLoaded] = useState<Loaded<T>>(() => {
    const module = part.loaded();
    return module === undefined ? undefined : { module };
  });
  useEffect(() => {
    if (!wanted || loaded !== undefined) return undefined;
    let current = true;
    part.load().then(
      (module) => current && setLoaded({ module }),
      (error: unknown) => current && setLoaded({ error }),
    );
    return () => {
      current = false;
    };
  }, [part, wanted, loaded]);
  const retry = () => setLoaded(undefined);
  if (loaded === undefined) return { retry };
  return 'module' in loaded ? { module: loaded.module, retry } : { error: loaded.error, retry };
}
