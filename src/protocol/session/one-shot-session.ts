import { McpSession } from './session';

/** How a one-off CLI session reaches its server. */
export interface OneShotOptions {
  /** Request headers (authorization…); all of them are treated as secret in the traffic log. */
  headers?: Record<string, string>;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * Connects to `url`, runs `work` on the connected session and always disconnects: the shape of
 * the CLI's snapshot and walkthrough runs. A failed connection becomes `connectionError(message)`,
 * so each caller keeps its own error type (and exit code).
 */
export async function withOneShotSession<T>(
  url: string,
  options: OneShotOptions,
  connectionError: (message: string) => Error,
  work: (session: McpSession) => Promise<T>,
): Promise<T> {
  const headers = options.headers ?? {};
  const session = new McpSession({
    url,
    headers,
    secretHeaders: Object.keys(headers),
    ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
  });
  const status = await session.connect();
  try {
    if (status.state !== 'connected') {
      const reason = status.state === 'error' ? status.error.message : status.state;
      throw connectionError(`Could not connect to ${url}: ${reason}`);
    }
    return await work(session);
  } finally {
    await session.close();
  }
}
