import type { ConnectionStatus } from '../../protocol/types';

/** The one-line connection state; when connected it names the negotiated version and era. */
export function statusText(status: ConnectionStatus): string {
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
  }
}
