/**
 * The bound on each network step (connecting included) of check, snapshot, diff and walkthrough
 * when `--timeout` does not say: one value, so what `--help` prints is what the commands do.
 * Its own module without imports, so the usage texts can print it without loading the SDK.
 */
export const DEFAULT_TIMEOUT_MS = 10_000;
