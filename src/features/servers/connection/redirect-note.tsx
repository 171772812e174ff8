/**
 * The server's URL redirected the handshake (a Python server mounted on a path answers `/mcp`
 * with 307 to `/mcp/`): it works, but every request pays the extra round trip, and a redirect to
 * another origin drops the user's `Authorization`. The note says where it ended and offers that
 * URL instead.
 */
export function RedirectNote({ to, onUse }: { to: string; onUse: (() => void) | undefined }) {
  return (
    <div className="connection-card__notice connection-card__redirect" role="note" aria-label="Redirect">
      <span>
        This server redirected to <code className="connection-card__redirect-url">{to}</code>
      </span>
      {onUse !== undefined && (
        <button type="button" className="button button--small" onClick={onUse}>
          Use {to}
        </button>
      )}
    </div>
  );
}
