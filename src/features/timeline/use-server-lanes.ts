import { useMemo } from 'react';
import { inScope, scopeKey, useServerScope, type ServerScope } from '../../hooks/session/server-scope';
import { useTrafficSource } from '../../hooks/session/use-session';
import type { TimelineSnapshot } from '../../cache/timeline';
import { isEmptyFilter, matchesFilter, TIMELINE_LANES, toArray, type Indexed, type TimelineEvent, type TimelineFilter } from '../../recording/timeline';
import { layoutGroups, layoutLanes, type LaneLayout } from './canvas/layout';
import type { HttpExchange } from '../../protocol/model/types';
import { ExchangeServers, groupByServer, recordedServers } from './server-lanes';

export interface ServerLanes {
  scope: ServerScope;
  /** The events on show, in time order. */
  events: Indexed<TimelineEvent>;
  layout: LaneLayout;
  /** Names an event's server, while several servers are on show. */
  serverName: ((event: TimelineEvent) => string) | undefined;
  /** How the canvas lays them out, for its text alternative. */
  lanes: string;
}

/**
 * The Timeline's events for the server choice (issue 41) and the filter: with two servers or more
 * connected, the active server's only, one server's, or every server's in a lane group per server.
 * With one server the store's packed lanes are read as they are; otherwise the events on show are
 * copied and packed, at most four times a second (the live timeline's pace).
 */
export function useServerLanes(model: TimelineSnapshot, filter: TimelineFilter, now: number, recorded?: readonly HttpExchange[]): ServerLanes {
  const scope = useServerScope('timeline');
  const { choice, activeUrl, servers, nameOf } = scope;
  const key = scopeKey(choice, activeUrl);
  const traffic = useTrafficSource();
  // A replayed recording's events belong to the exchanges of its file, tagged as exported.
  const serverOf = useMemo(() => (recorded === undefined ? new ExchangeServers(traffic).serverOf : recordedServers(recorded)), [traffic, recorded]);
  const filtered = useMemo(() => {
    if (isEmptyFilter(filter) && key === 'all') return undefined;
    return toArray(model.events).filter((e) => (key === 'all' || inScope(choice, activeUrl, serverOf(e))) && matchesFilter(e, filter));
  }, [model, filter, key, choice, activeUrl, serverOf]);
  const grouped = choice === 'all';
  const order = servers.map((s) => s.url).join('\n');
  const layout = useMemo(() => {
    if (grouped) return layoutGroups(groupByServer(filtered ?? toArray(model.events), order.split('\n'), serverOf, nameOf), now);
    return filtered === undefined ? { lanes: model.lanes } : layoutLanes(filtered, now);
  }, [model, filtered, now, grouped, order, serverOf, nameOf]);
  const serverName = useMemo(() => {
    if (!scope.showServer) return undefined;
    return (event: TimelineEvent): string => {
      const url = serverOf(event);
      return url === undefined ? '—' : nameOf(url);
    };
  }, [scope.showServer, serverOf, nameOf]);
  const lanes = grouped ? `in a lane group per server (${servers.map((s) => s.name).join(', ')})` : `on ${TIMELINE_LANES.length} lanes (${TIMELINE_LANES.join(', ')})`;
  return { scope, events: filtered ?? model.events, layout, serverName, lanes };
}
