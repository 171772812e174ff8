import type { ServerCapabilities } from '@modelcontextprotocol/client';
import { declaresCapability, type OfferingCapability } from '../../protocol/session/offered';
import { useConnectionStatus } from './use-session';

/** What the connected server declared (kept while it reconnects); undefined without a connection. */
export function useServerCapabilities(): ServerCapabilities | undefined {
  const status = useConnectionStatus();
  return status.state === 'connected' || status.state === 'reconnecting' ? status.server.capabilities : undefined;
}

/**
 * Whether the server offers `capability` (protocol/session/offered.ts holds the rule). Without a
 * connection the answer is true: the panels then say "connect first", not "not offered".
 */
export function useOffers(capability: OfferingCapability): boolean {
  const capabilities = useServerCapabilities();
  return capabilities === undefined || declaresCapability(capabilities, capability);
}
