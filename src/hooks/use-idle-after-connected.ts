import { useEffect, useState } from 'react';
import { useConnectionStatus } from './use-session';

/** Long enough after "connected" that the open panel's own requests go first. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * Becomes true (and stays true) once a session is connected and the browser is idle: the moment
 * to fetch code a user may need soon but not for the first screen (issue 20).
 */
export function useIdleAfterConnected(): boolean {
  const connected = useConnectionStatus().state === 'connected';
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!connected || idle) return undefined;
    const run = () => setIdle(true);
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(run, IDLE_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [connected, idle]);
  return idle;
}
