import { useRecoverySince } from '../../hooks/navigation/use-view-refresh';

/**
 * A tool's last result is never refreshed for the user: a call may have side effects, so
 * after the session recovered (the server restarted, or forgot the session) the result only
 * says that it is older than that, and that calling again is the user's choice.
 */
export function ResultFreshness({ serverId, at }: { serverId: string; at: number | undefined }) {
  const later = useRecoverySince(serverId, at);
  if (later === undefined) return null;
  const what = later.notice.kind === 'reconnected' ? 'the server restarted (the console reconnected to it)' : 'the session was renewed (the server had forgotten it)';
  return (
    <p className="note note--warning" role="status">
      This result is from before {what} — press Call tool again to refresh it. Tools are never called again for you, since a call may change things on the server.
    </p>
  );
}
