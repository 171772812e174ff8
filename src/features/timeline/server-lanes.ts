import type { TimelineEvent } from '../../recording/timeline';
import { exchangeById } from '../../protocol/transport/tap/traffic-view';
import type { ExternalStore, HttpExchange, TrafficSnapshot } from '../../protocol/model/types';

/** Exchanges whose server is remembered; past this the oldest are forgotten. */
const REMEMBERED = 50_000;

/**
 * The server of a timeline event: the one whose session made its exchange (issue 41). Read once
 * per exchange from the traffic log and remembered, so an event keeps its server after the log
 * has dropped the exchange. Events of no exchange (cache, auth, model) have none.
 */
export class ExchangeServers {
  readonly #known = new Map<number, string | undefined>();

  constructor(private readonly traffic: ExternalStore<TrafficSnapshot>) {}

  serverOf = (event: TimelineEvent): string | undefined => {
    const id = event.exchangeId;
    if (id === undefined) return undefined;
    if (this.#known.has(id)) return this.#known.get(id);
    const server = exchangeById(this.traffic.getSnapshot(), id)?.server;
    this.#known.set(id, server);
    if (this.#known.size > REMEMBERED) {
      const oldest = this.#known.keys().next();
      if (oldest.done !== true) this.#known.delete(oldest.value);
    }
    return server;
  };
}

/** The server of an event of an imported recording: its own exchanges say it (the live log holds other exchanges under the same ids). */
export function recordedServers(exchanges: readonly HttpExchange[]): (event: TimelineEvent) => string | undefined {
  const servers = new Map(exchanges.map((exchange) => [exchange.id, exchange.server]));
  return (event) => (event.exchangeId === undefined ? undefined : servers.get(event.exchangeId));
}

export interface ServerEvents {
  name: string;
  events: TimelineEvent[];
}

/** Events of no server (cache, auth, the model) get a group of their own, last. */
export const OTHER_GROUP = 'Other';

/**
 * The events split by server, in `order` (the workspace's servers) then any other server in the
 * order met; events of no server last. Each group keeps the events' order.
 */
export function groupByServer(
  events: Iterable<TimelineEvent>,
  order: readonly string[],
  serverOf: (event: TimelineEvent) => string | undefined,
  nameOf: (url: string) => string,
): ServerEvents[] {
  const byServer = new Map<string | undefined, TimelineEvent[]>(order.map((url) => [url, []]));
  for (const event of events) {
    const server = serverOf(event);
    const own = byServer.get(server);
    if (own === undefined) byServer.set(server, [event]);
    else own.push(event);
  }
  const groups: ServerEvents[] = [];
  for (const [url, own] of byServer) if (url !== undefined && own.length > 0) groups.push({ name: nameOf(url), events: own });
  const rest = byServer.get(undefined);
  if (rest !== undefined && rest.length > 0) groups.push({ name: OTHER_GROUP, events: rest });
  return groups;
}
