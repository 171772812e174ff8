import type { ReplayState } from '../../features/session-file';
import type { ExternalStore } from '../../protocol/model/types';

interface DraftTarget {
  setDraftUrl(url: string): void;
}

/**
 * An imported recording connects to the server it recorded, so the Server URL box shows that
 * URL while it is replayed (and after Leave replay, which reconnects to it), not the URL the
 * user was on before the import.
 */
export function showReplayedUrl(replay: ExternalStore<ReplayState>, servers: DraftTarget): () => void {
  let shown = replay.getSnapshot().file;
  return replay.subscribe(() => {
    const { file } = replay.getSnapshot();
    if (file === shown) return;
    shown = file;
    if (file !== undefined) servers.setDraftUrl(file.server.url);
  });
}
