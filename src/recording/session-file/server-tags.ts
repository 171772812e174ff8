import type { HttpExchange } from '../../protocol/model/types';

/**
 * The imported exchanges, each with the server whose session made it (issue 41: Traffic's and
 * the Timeline's Server column, and their server filter). An exchange exported with its tag keeps
 * it. One without (a file written before exports kept tags, or the page's own requests, which the
 * active server's view shows) is given the server it was sent to when that is one of the
 * recorded workspace's, else the recorded active server.
 */
export function withServerTags(exchanges: readonly HttpExchange[], active: string, workspace: readonly string[] | undefined): HttpExchange[] {
  const servers = new Set(workspace ?? []);
  return exchanges.map((exchange) => {
    if (exchange.server !== undefined) return exchange;
    const sentTo = exchange.request.url;
    return { ...exchange, server: servers.has(sentTo) ? sentTo : active };
  });
}
