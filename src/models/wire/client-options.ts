/**
 * What both official clients are built with (decision 0036): in the page, no retries of their own
 * (the panel shows a 429's `retry-after` instead of a silent wait), no telemetry headers (each one
 * would be asked for in the CORS preflight, which a local server's allow-list may refuse), no
 * console logging (the raw view has every exchange), and the recording fetch.
 */
export const NO_STAINLESS: Record<string, null> = Object.fromEntries(
  ['Lang', 'Package-Version', 'OS', 'Arch', 'Runtime', 'Runtime-Version', 'Retry-Count', 'Timeout', 'Helper-Method', 'Helper'].map((name) => [`X-Stainless-${name}`, null]),
);

/**
 * A local server (Ollama, LM Studio, vLLM) takes any key or none, but both clients refuse to start
 * without one: this stands in, and the log shows it as the key placeholder like any other.
 */
export const NO_KEY = 'no-key';

export function clientOptions(apiKey: string, baseURL: string, fetch: typeof globalThis.fetch) {
  return { apiKey: apiKey === '' ? NO_KEY : apiKey, baseURL, dangerouslyAllowBrowser: true, maxRetries: 0, fetch, defaultHeaders: NO_STAINLESS, logLevel: 'off' as const };
}
