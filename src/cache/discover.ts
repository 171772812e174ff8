import type { DiscoverResult, Implementation, ServerCapabilities } from '@modelcontextprotocol/client';
import { queryOptions } from '@tanstack/react-query';
import { ConsoleError } from '../protocol/diagnosis/console-error';
import type { ConnectionStatus, TrafficSnapshot } from '../protocol/model/types';
import { buildEnvelope, fetchEnvelope, type McpEnvelope } from './envelope';
import { mcpKey } from './keys';
import { envelopeStaleTimeOf, NO_AUTOMATIC_REFETCH, type CacheContext } from './options';
import { loadSpecSchemas } from './spec-schemas';

/**
 * What a legacy server told us in `initialize` (spec §10.1). It has no cache
 * hints and cannot be re-asked without a new handshake, so it stays valid until
 * the session reconnects.
 */
export interface LegacyHandshake {
  kind: 'legacy-initialize';
  protocolVersion: string;
  serverInfo: Implementation | undefined;
  capabilities: ServerCapabilities;
  instructions: string | undefined;
}

export type DiscoverData = DiscoverResult | LegacyHandshake;
export type DiscoverEnvelope = McpEnvelope<DiscoverData>;

type Connected = Extract<ConnectionStatus, { state: 'connected' }>;

function lastDiscoverExchange(traffic: TrafficSnapshot): number | undefined {
  for (let i = traffic.exchanges.length - 1; i >= 0; i -= 1) {
    const exchange = traffic.exchanges[i];
    if (exchange?.rpcMethod === 'server/discover') return exchange.id;
  }
  return undefined;
}

/**
 * The envelope the connect handshake already holds: the modern discover result
 * (received at connect time) or a summary of the legacy `initialize` result.
 */
export function handshakeEnvelope(status: Connected, traffic: TrafficSnapshot): DiscoverEnvelope {
  const { era, protocolVersion } = status.negotiation;
  const discover = status.server.discover;
  if (era === 'modern' && discover !== undefined) {
    const exchangeId = status.negotiation.probed ? lastDiscoverExchange(traffic) : undefined;
    return buildEnvelope<DiscoverData>({ result: discover, era, receivedAt: status.connectedAt, exchangeId, mrtr: false, source: 'connect' });
  }
  const result: LegacyHandshake = {
    kind: 'legacy-initialize',
    protocolVersion,
    serverInfo: status.server.info,
    capabilities: status.server.capabilities,
    instructions: status.server.instructions,
  };
  return buildEnvelope<DiscoverData>({ result, era: 'legacy', receivedAt: status.connectedAt, exchangeId: undefined, mrtr: false, source: 'handshake' });
}

/**
 * `server/discover` (spec §8). A connected session already has the answer, so
 * the query is seeded with it (dated at connect time) instead of asking again;
 * once its TTL passes, a refetch sends a real `server/discover`. Legacy
 * servers have no discover: the entry summarises `initialize` and never goes
 * stale before reconnect.
 */
export function discoverOptions(ctx: CacheContext) {
  const status = ctx.session.status.getSnapshot();
  const seeded = status.state === 'connected' ? handshakeEnvelope(status, ctx.session.traffic.getSnapshot()) : undefined;
  return queryOptions({
    queryKey: mcpKey(ctx, 'server/discover'),
    queryFn: async ({ signal }): Promise<DiscoverEnvelope> => {
      const now = ctx.session.status.getSnapshot();
      if (now.state !== 'connected') {
        throw new ConsoleError({ kind: 'protocol', message: `Not connected to ${ctx.session.url}: connect first.` });
      }
      if (now.negotiation.era === 'legacy') return handshakeEnvelope(now, ctx.session.traffic.getSnapshot());
      return fetchEnvelope(ctx.session, { method: 'server/discover' }, (await loadSpecSchemas()).DiscoverResult, signal);
    },
    ...(seeded === undefined ? {} : { initialData: seeded, initialDataUpdatedAt: seeded.receivedAt }),
    staleTime: envelopeStaleTimeOf,
    ...NO_AUTOMATIC_REFETCH,
  });
}
