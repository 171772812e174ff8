import { McpSession } from '../session';
import { buildSnapshot, type SnapshotOptions } from './build';
import { SnapshotError } from './collect';
import type { ServerSnapshot } from './types';

export interface TakeSnapshotOptions extends SnapshotOptions {
  /** Request headers (authorization…); they are redacted in traffic and never enter the snapshot. */
  headers?: Record<string, string>;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * Connects to `url`, takes its snapshot and disconnects: the CLI's `snapshot` and `diff`
 * sides. A failed connection is a `SnapshotError` with reason `connection`.
 */
export async function takeSnapshot(url: string, options: TakeSnapshotOptions = {}): Promise<ServerSnapshot> {
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
      throw new SnapshotError('connection', `Could not connect to ${url}: ${reason}`);
    }
    return await buildSnapshot(session, options);
  } finally {
    await session.close();
  }
}
