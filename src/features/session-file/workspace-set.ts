import type { SessionLike } from '../../hooks/session/session-manager';
import { managerUrl, type WorkspaceSnapshot } from '../../hooks/session/workspace';
import type { ImportedSessionFile } from '../../recording/session-file/schema';

/**
 * The servers of the workspace by URL, in its order (issue 41): what Copy link writes as
 * repeated `server=` and an exported session file records. A manager never connected has none.
 */
export function workspaceUrls<S extends SessionLike>(snapshot: WorkspaceSnapshot<S> | undefined): string[] {
  return snapshot?.entries.flatMap((e) => managerUrl(e.manager.getSnapshot().status) ?? []) ?? [];
}

/**
 * The servers an imported session file reopens: the recorded server, which replays from the
 * file and is active, and every other server it was exported beside, connected live.
 */
export function serversToRestore(file: Pick<ImportedSessionFile, 'server' | 'workspace'>): { active: string; others: string[] } {
  const active = file.server.url;
  return { active, others: (file.workspace?.servers ?? []).filter((url) => url !== active) };
}
