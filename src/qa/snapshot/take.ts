import { withOneShotSession, type OneShotOptions } from '../../protocol';
import { buildSnapshot, type SnapshotOptions } from './build';
import { SnapshotError } from './collect';
import type { ServerSnapshot } from './types';

/** Request headers (authorization…) are redacted in traffic and never enter the snapshot. */
export interface TakeSnapshotOptions extends SnapshotOptions, OneShotOptions {}

/**
 * Connects to `url`, takes its snapshot and disconnects: the CLI's `snapshot` and `diff`
 * sides. A failed connection is a `SnapshotError` with reason `connection`.
 */
export async function takeSnapshot(url: string, options: TakeSnapshotOptions = {}): Promise<ServerSnapshot> {
  return withOneShotSession(
    url,
    options,
    (message) => new SnapshotError('connection', message),
    (session) => buildSnapshot(session, options),
  );
}
