import { useEffect, useState } from 'react';
import { useConnectionStatus } from './use-session';

/** The open panel's first requests go out right after "connected"; prefetches wait until they are answered. */
const SETTLE_MS = 1_000;
/** Long enough that a busy page still gets its prefetches. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * Becomes true (and stays true) a moment after a session is connected, once the browser is idle:
 * the time to fetch code a user may need soon but not for the first screen (issue 20). Earlier,
 * the downloads and parsing would compete with the open panel's first page.
 */
export function useIdleAfterConnected(): boolean {
  const connected = useConnectionStatus().state === 'connected';
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!connected || idle) return undefined;
    let handle: number | undefined;
    const run = () => setIdle(true);
    const settle = setTimeout(() => {
      if (typeof requestIdleCallback === 'function') handle = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
      else run();
    }, SETTLE_MS);
    return () => {
      clearTimeout(settle);
      if (handle !== undefined) cancelIdleCallback(handle);
    };
  }, [connected, idle]);
  return idle;
}
