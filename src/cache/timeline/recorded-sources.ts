import type { AuthStep } from '../../protocol/auth/auth-types';
import { importedAuthSteps } from '../../recording/session-file/timeline-record';
import type { ImportedSessionFile, RecordedDrops } from '../../recording/session-file/schema';
import type { HttpExchange, RpcFrame } from '../../protocol/model/types';
import type { InvalidationEntry } from '../invalidation';
import type { ModelExchange } from '../../models';

/** What the Timeline replays of an imported session: the traffic, and from version 3 the auth steps and invalidations. */
export interface RecordedTimelineSources {
  exchanges: readonly HttpExchange[];
  frames: readonly RpcFrame[];
  authSteps: readonly AuthStep[];
  /** Undefined for a file before version 3: its invalidations are implied from its notifications. */
  invalidations: readonly InvalidationEntry[] | undefined;
  /** What the logs had dropped before the export: the recording starts after it. */
  dropped: RecordedDrops | undefined;
  /** The recorded Playground's requests to its model (the `model` lane); empty without one. */
  modelExchanges: readonly ModelExchange[];
}

/** The principal slot of a recorded key: the file names entries by method and params only. */
const RECORDED_PRINCIPAL = 'recorded';

/**
 * The timeline sources of an imported file, shaped like the live ones (design.md "Time-based
 * views"): its invalidations become log entries again, keyed as `mcpKey` keys them, so the same
 * derivation links them to their notification and names their entries as it did live.
 */
export function recordedTimelineSources(file: Pick<ImportedSessionFile, 'exchanges' | 'frames' | 'authSteps' | 'invalidations' | 'server' | 'dropped' | 'playground'>): RecordedTimelineSources {
  const invalidations = file.invalidations?.map(
    (inv): InvalidationEntry => ({
      id: inv.id,
      at: inv.at,
      cause: inv.cause,
      detail: inv.detail,
      ...(inv.notification === undefined ? {} : { notification: inv.notification }),
      keys: inv.entries.map((e) => ['mcp', file.server.url, RECORDED_PRINCIPAL, e.method, e.params]),
    }),
  );
  return { exchanges: file.exchanges, frames: file.frames, authSteps: importedAuthSteps(file.authSteps ?? []), invalidations, dropped: file.dropped, modelExchanges: file.playground?.exchanges ?? [] };
}
