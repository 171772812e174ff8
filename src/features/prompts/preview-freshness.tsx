import type { RecoveryNotice } from '../../protocol/model/types';
import { useRecoverySince } from '../../hooks/navigation/use-view-refresh';

type Shown = { at: number; refreshedBy?: RecoveryNotice | undefined; refreshing?: boolean };

const since = (kind: RecoveryNotice['kind']): string =>
  kind === 'reconnected' ? 'the console reconnected to the server' : 'the session was renewed (the server had forgotten it)';

/**
 * Says how the preview on screen relates to the last recovery of the session: being re-run,
 * re-run by the console (same arguments), or older than a renewal that did not re-run it
 * (Watch off), so the user knows whether to press Get prompt.
 */
export function PreviewFreshness({ serverId, shown }: { serverId: string; shown: Shown }) {
  const later = useRecoverySince(serverId, shown.at);
  if (shown.refreshing === true) {
    return (
      <p className="note" role="status">
        After {since(shown.refreshedBy?.kind ?? 'reconnected')}, getting the prompt again with the arguments of this preview…
      </p>
    );
  }
  if (later !== undefined && !later.rerun) {
    return (
      <p className="note note--warning" role="status">
        This preview is from before {since(later.notice.kind)} — press Get prompt to refresh it, or tick Watch to have it refreshed for you.
      </p>
    );
  }
  if (shown.refreshedBy !== undefined) {
    return (
      <p className="note note--ok" role="status">
        Refreshed after {since(shown.refreshedBy.kind)}: got again with the arguments this preview was got with.
      </p>
    );
  }
  return null;
}
