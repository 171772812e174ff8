import { useEffect, useState } from 'react';

/** Whole seconds until `deadline` (epoch ms), re-rendering each second while one is set. */
export function useCountdown(deadline: number | undefined, now: () => number = Date.now): number | undefined {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (deadline === undefined) return undefined;
    const timer = setInterval(() => setTick((tick) => tick + 1), 250);
    return () => clearInterval(timer);
  }, [deadline]);
  return deadline === undefined ? undefined : Math.max(0, Math.ceil((deadline - now()) / 1000));
}
