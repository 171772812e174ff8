import { isMcpSession } from '../../hooks/session/is-mcp-session';
import type { SessionManager } from '../../hooks/session/session-manager';
import type { AppSession } from '../../hooks/session/use-session';
import { exitReason } from './bridge-process';
import type { BridgeStore } from './bridge-store';

type Manager = Pick<SessionManager<AppSession>, 'subscribe' | 'getSnapshot'>;

/**
 * When the bridged child of the connected server exits, the session leaves `Connected` at once
 * (not on the next request) and enters its reconnect loop (`McpSession.serverGone`), which
 * brings it back once the process runs again. Returns the unsubscribe.
 */
export function followProcessExits(bridge: BridgeStore, manager: Manager): () => void {
  let watchedId: string | undefined;
  let unwatch: (() => void) | undefined;
  const check = (): void => {
    const { session, status } = manager.getSnapshot();
    if (status.state !== 'connected' || !isMcpSession(session)) return;
    const server = bridge.stdioFor(status.url);
    const state = server === undefined ? undefined : bridge.process(server.id).state.getSnapshot();
    if (state?.running === false && state.exit !== null) session.serverGone({ kind: 'network', message: exitReason(state.exit) });
  };
  const rewatch = (): void => {
    const { status } = manager.getSnapshot();
    const id = status.state === 'idle' ? undefined : bridge.stdioFor(status.url)?.id;
    if (id !== watchedId) {
      unwatch?.();
      unwatch = id === undefined ? undefined : bridge.process(id).state.subscribe(check);
      watchedId = id;
    }
    check();
  };
  const offManager = manager.subscribe(rewatch);
  const offBridge = bridge.subscribe(rewatch);
  rewatch();
  return () => {
    offManager();
    offBridge();
    unwatch?.();
  };
}

/**
 * `Restart server`: the session first stands down (so nothing is sent to the child being
 * stopped), the bridge restarts the child, then the session's own recovery reconnects at once;
 * a connection that had failed or was closed is opened again with `reconnect`. The console
 * keeps what the user typed and selected: only the connection starts over.
 */
export async function restartServer(bridge: BridgeStore, manager: Manager, id: string, reconnect: (url: string) => void): Promise<void> {
  const before = manager.getSnapshot();
  if (before.status.state === 'connected' && isMcpSession(before.session)) {
    before.session.serverGone({ kind: 'network', message: 'Restarting the stdio server…' });
  }
  await bridge.restart(id);
  const { session, status } = manager.getSnapshot();
  if (status.state === 'reconnecting') session?.reconnectNow?.();
  else if (status.state === 'error' || status.state === 'closed') reconnect(status.url);
}
