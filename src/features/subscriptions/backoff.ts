/** Re-listen pacing after an unexpected drop (spec §17.4: the client re-subscribes with a new id). */
export interface BackoffPolicy {
  baseMs: number;
  maxMs: number;
  /** Attempts after which the lane gives up and says so. */
  maxAttempts: number;
}

export const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 1_000, maxMs: 30_000, maxAttempts: 6 };

/** Delay before re-listen attempt `attempt` (0-based): base · 2^attempt, capped; undefined once attempts are spent. */
export function relistenDelay(attempt: number, policy: BackoffPolicy = DEFAULT_BACKOFF): number | undefined {
  if (!Number.isInteger(attempt) || attempt < 0 || attempt >= policy.maxAttempts) return undefined;
  return Math.min(policy.maxMs, policy.baseMs * 2 ** attempt);
}

/**
 * Runs `attempt(n)` after each backoff delay until one resolves true or attempts run out;
 * `onWait` announces each wait so the UI can show it. Returns a cancel function.
 */
export function retryWithBackoff(
  attempt: (n: number) => Promise<boolean>,
  onWait: (n: number, delayMs: number) => void,
  onGiveUp: () => void,
  policy: BackoffPolicy = DEFAULT_BACKOFF,
): () => void {
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = (n: number) => {
    const delay = relistenDelay(n, policy);
    if (delay === undefined) {
      onGiveUp();
      return;
    }
    onWait(n, delay);
    timer = setTimeout(() => {
      void attempt(n).then((done) => {
        if (!done && !cancelled) schedule(n + 1);
      });
    }, delay);
  };
  schedule(0);
  return () => {
    cancelled = true;
    if (timer !== undefined) clearTimeout(timer);
  };
}
