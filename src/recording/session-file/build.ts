import type { Root } from '../../protocol/client-features/roots';
import { isJsonObject } from '../../protocol/model/json-text';
import type { AuthStep } from '../../protocol/auth/auth-types';
import type { ServerHistory } from '../history/types';
import type { SavedConversation } from '../../models';
import type { Negotiation, RpcFrame, ServerDescription, TrafficSnapshot } from '../../protocol/model/types';
import { SESSION_FILE_FORMAT, SESSION_FILE_VERSION } from './format';
import type { RecordedCacheHint, SessionFile } from './schema';
import { recordAuthSteps, recordInvalidations, type InvalidationLike } from './timeline-record';

/** The `ttlMs` / `cacheScope` a result carried (spec §12), as received, for every result that had any. */
export function recordedCacheHints(frames: readonly RpcFrame[]): RecordedCacheHint[] {
  const methods = new Map(frames.filter((f) => f.kind === 'request').map((f) => [f.id, f.method]));
  const hints: RecordedCacheHint[] = [];
  for (const frame of frames) {
    if (frame.kind !== 'result' || !isJsonObject(frame.message)) continue;
    const result = frame.message.result;
    if (!isJsonObject(result) || (!Object.hasOwn(result, 'ttlMs') && !Object.hasOwn(result, 'cacheScope'))) continue;
    hints.push({
      exchangeId: frame.exchangeId,
      method: frame.requestFrameId === undefined ? undefined : methods.get(frame.requestFrameId),
      ttlMs: result.ttlMs,
      cacheScope: result.cacheScope,
    });
  }
  return hints;
}

export interface SessionFileInput {
  url: string;
  negotiation: Negotiation | undefined;
  description: ServerDescription | undefined;
  /** The traffic log, already redacted by the tap: secrets never reach it. */
  traffic: Pick<TrafficSnapshot, 'exchanges' | 'frames'> & Partial<Pick<TrafficSnapshot, 'droppedExchanges' | 'droppedFrames'>>;
  now: Date;
  /** The server's History and collections, already normalised and free of secrets. */
  history?: ServerHistory | undefined;
  /** The session's OAuth steps (recorded without headers or bodies, redacted again). */
  authSteps?: readonly AuthStep[] | undefined;
  /** The cache's invalidation log (every server's; only this one's are written), with how many it had dropped. */
  invalidations?: (Iterable<InvalidationLike> & { readonly dropped?: number }) | undefined;
  /** The roots offered to this server (issue 34); written only when there are some. */
  roots?: readonly Root[] | undefined;
  /** The Playground's conversation (issue 40), saved without the key; written only when it has entries. */
  playground?: SavedConversation | undefined;
  /** Every server connected beside this one, in the workspace's order (issue 41); written when there is another. */
  workspace?: readonly string[] | undefined;
}

/** The workspace as recorded: the active server always among them, each once. */
function recordWorkspace(active: string, servers: readonly string[] | undefined): SessionFile['workspace'] {
  const all = [...new Set([...(servers ?? []), active])];
  return all.length < 2 ? undefined : { active, servers: all };
}

/** The exportable session document (docs/session-file.md). */
export function buildSessionFile(input: SessionFileInput): SessionFile {
  const workspace = recordWorkspace(input.url, input.workspace);
  return {
    format: SESSION_FILE_FORMAT,
    version: SESSION_FILE_VERSION,
    exportedAt: input.now.toISOString(),
    server: { url: input.url, negotiation: input.negotiation, description: input.description },
    exchanges: [...input.traffic.exchanges],
    frames: [...input.traffic.frames],
    cacheHints: recordedCacheHints(input.traffic.frames),
    // A bounded log keeps the newest; the file says how much came before what it holds.
    dropped: {
      exchanges: input.traffic.droppedExchanges ?? 0,
      frames: input.traffic.droppedFrames ?? 0,
      ...(input.invalidations?.dropped === undefined ? {} : { invalidations: input.invalidations.dropped }),
    },
    ...(input.history === undefined ? {} : { history: input.history }),
    // Written even when empty: their presence tells an import that invalidations were logged,
    // so none are implied from notifications.
    authSteps: recordAuthSteps(input.authSteps ?? []),
    invalidations: recordInvalidations(input.invalidations ?? [], input.url),
    ...(input.roots === undefined || input.roots.length === 0 ? {} : { roots: input.roots.map((root) => ({ ...root })) }),
    ...(input.playground === undefined || input.playground.entries.length === 0 ? {} : { playground: input.playground }),
    ...(workspace === undefined ? {} : { workspace }),
  };
}
