import type { Client } from '@modelcontextprotocol/client';
import type { RootsSource } from './roots';
import type { ConnectionStatus, ExternalStore } from '../model/types';

interface RootsHost {
  readonly url: string;
  readonly status: ExternalStore<ConnectionStatus>;
  readonly client: Client | undefined;
}

/**
 * Tells a legacy server `notifications/roots/list_changed` (spec: roots, "Root List Changes")
 * when the user edits this server's roots, and again after the session was renewed or
 * reconnected, so a server that cached the old session's roots asks anew. 2026-07-28 has no
 * such notification: its servers ask for roots inside `input_required`, and get the current list.
 */
export function watchRoots(host: RootsHost, source: RootsSource): () => void {
  let last = JSON.stringify(source.get(host.url));
  let connectedAt: number | undefined;
  const notify = (): void => {
    const status = host.status.getSnapshot();
    if (status.state !== 'connected' || status.negotiation.era !== 'legacy') return;
    // Deprecated in 2026-07-28 only; this runs on legacy sessions, where it is the protocol.
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    host.client?.sendRootsListChanged().catch(() => undefined);
  };
  const stopSource = source.subscribe(() => {
    const now = JSON.stringify(source.get(host.url));
    if (now === last) return;
    last = now;
    notify();
  });
  const stopStatus = host.status.subscribe(() => {
    const status = host.status.getSnapshot();
    if (status.state !== 'connected' || status.connectedAt === connectedAt) return;
    const renewed = connectedAt !== undefined;
    connectedAt = status.connectedAt;
    if (renewed && source.get(host.url).length > 0) notify();
  });
  return () => {
    stopSource();
    stopStatus();
  };
}
