/**
 * What both official clients are built with (decision 0036): in the page, no retries of their own
 * (the panel shows a 429's `retry-after` instead of a silent wait), no telemetry headers (each one
 * would be asked for in the CORS preflight, which a local server's allow-list may refuse), no
 * console logging (the raw view has every exchange), and the recording fetch.
 */
export const NO_STAINLESS: Readonly<Record<string, null>> = {
  'X-Stainless-Lang': null,
  'X-Stainless-Package-Version': null,
  'X-Stainless-OS': null,
  'X-Stainless-Arch': null,
  'X-Stainless-Runtime': null,
  'X-Stainless-Runtime-Version': null,
  'X-Stainless-Retry-Count': null,
  'X-Stainless-Timeout': null,
  'X-Stainless-Helper-Method': null,
  'X-Stainless-Helper': null,
};

/**
 * A local server (Ollama, LM Studio, vLLM) takes any key or none, but both clients refuse to start
 * without one: this stands in, and the log shows it as the key placeholder like any other.
 */
export const NO_KEY = 'no-key';

export function clientOptions(apiKey: string, baseURL: string, fetch: typeof globalThis.fetch) {
  return { apiKey: apiKey === '' ? NO_KEY : apiKey, baseURL, dangerouslyAllowBrowser: true, maxRetries: 0, fetch, defaultHeaders: NO_STAINLESS, logLevel: 'off' as const };
}
