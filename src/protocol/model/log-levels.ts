import { LOG_LEVEL_META_KEY } from '@modelcontextprotocol/client';

/** The eight syslog severities of RFC 5424 §6.2.1, least severe first (spec: logging). */
export const LOG_LEVELS = ['debug', 'info', 'notice', 'warning', 'error', 'critical', 'alert', 'emergency'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
/** What the user picks: a threshold, or no logs at all. */
export type LogLevelSetting = 'off' | LogLevel;
export const LOG_LEVEL_SETTINGS: readonly LogLevelSetting[] = ['off', ...LOG_LEVELS];

export function isLogLevel(value: unknown): value is LogLevel {
  return typeof value === 'string' && (LOG_LEVELS as readonly string[]).includes(value);
}

export function isLogLevelSetting(value: unknown): value is LogLevelSetting {
  return value === 'off' || isLogLevel(value);
}

/** 0 (debug) … 7 (emergency); an unknown level sorts with debug so a filter never hides it by mistake. */
export function severity(level: string): number {
  return Math.max(0, LOG_LEVELS.indexOf(isLogLevel(level) ? level : 'debug'));
}

/** Whether a line at `level` passes a filter set to `threshold`. */
export function passes(level: string, threshold: LogLevelSetting): boolean {
  return threshold !== 'off' && severity(level) >= severity(threshold);
}

/** Requests whose logs the user can opt into per request (2026-07-28): calls, reads and prompts. */
const LOGGED_METHODS: ReadonlySet<string> = new Set(['tools/call', 'resources/read', 'prompts/get']);

/**
 * Adds `_meta["io.modelcontextprotocol/logLevel"]` to a call, read or prompt when the user asked
 * for server logs (the SDK never fills it in). Other requests and the `off` setting pass unchanged;
 * a level the caller already put in `_meta` wins.
 */
export function withLogLevel<R extends { method: string; params?: Record<string, unknown> }>(request: R, level: LogLevelSetting | undefined): R {
  if (level === undefined || level === 'off' || !LOGGED_METHODS.has(request.method)) return request;
  const params = request.params ?? {};
  const meta: unknown = params['_meta'];
  const existing = typeof meta === 'object' && meta !== null && !Array.isArray(meta) ? meta : {};
  return { ...request, params: { ...params, _meta: { [LOG_LEVEL_META_KEY]: level, ...existing } } };
}
