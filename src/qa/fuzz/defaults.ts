/** fuzz's defaults, the CLI's and the QA panel's, without imports: the usage text loads this alone. */
export const DEFAULT_FUZZ_SEED = 1;
export const DEFAULT_FUZZ_CASES = 50;
/** Per call: a tool that needs longer is worth a flag, and a hang costs this much each time. */
export const DEFAULT_CALL_TIMEOUT_MS = 5_000;
