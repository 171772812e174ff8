import type { ConnectionStatus } from '../../protocol/types';

/**
 * The one-line connection state; when connected it names the negotiated version and era.
 * `retryInSeconds` is the live countdown while the session retries a server that went away.
 */
export function statusText(status: ConnectionStatus, retryInSeconds?: number): string {
  switch (status.state) {
    case 'idle':
      return 'Not connected';
    case 'connecting':
      return `Connecting to ${status.url}…`;
    case 'connected':
      return `Connected · ${status.negotiation.protocolVersion} · ${status.negotiation.era}`;
    case 'error':
      return `Connection failed · ${status.url}`;
    case 'closed':
      return 'Disconnected';
    case 'reconnecting':
      if (status.trying || retryInSeconds === undefined) return 'Disconnected — reconnecting…';
      return `Disconnected — retrying in ${retryInSeconds} s`;
  }
}
