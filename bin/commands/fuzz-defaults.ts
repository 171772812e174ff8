/** fuzz's defaults, shared with the QA panel's Fuzz section; the module has no imports, so the usage text loads no SDK. */
export { DEFAULT_CALL_TIMEOUT_MS, DEFAULT_FUZZ_CASES, DEFAULT_FUZZ_SEED } from '../../src/qa/fuzz/defaults';
