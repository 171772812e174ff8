import type { ConnectionStatus, Negotiation } from '../../../protocol/model/types';

/** The transport by name; HTTP+SSE carries the date of the spec that defined it, which users search for. */
export function transportLabel(negotiation: Negotiation): string {
  return negotiation.transport === 'sse' ? '2024-11-05 · HTTP+SSE' : 'Streamable HTTP';
}

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
      // Streamable HTTP is the norm and goes unsaid; the deprecated transport is named (issue 32).
      if (status.negotiation.transport === 'sse') return `Connected · ${status.negotiation.protocolVersion} · ${status.negotiation.era} · transport ${transportLabel(status.negotiation)}`;
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
