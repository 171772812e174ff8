import { useEffect, useState } from 'react';
import type { OnDemand } from '../lib/on-demand';

// The load itself lives in lib, where the protocol layer's on-demand parts use it too.
export { onDemand, type OnDemand } from '../lib/on-demand';

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
