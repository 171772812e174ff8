import { useCallback, useDeferredValue, useState } from 'react';
import { useNavigation, useNavigationStore } from '../../hooks/navigation/use-navigation';
import { useConnectionStatus } from '../../hooks/session/use-session';
import { useStore } from '../../hooks/use-store';
import { changeNotificationsOffered, declaredListChanged, isEmptyFilter, offeredFilter, resourceSubscriptionsOffered } from '../../protocol';
import type { ConnectionStatus } from '../../protocol/model/types';
import { composeFilter, FilterComposer, type ListChangedFlag } from './filter-composer';
import { LaneView } from './lane-view';
import type { SubscriptionLanes } from './lanes-store';
import { storeNotificationLimit } from './notification-log';
import { NotificationsLog } from './notifications-log';
import { useLanes } from './use-lanes';

type ServerCapabilities = Extract<ConnectionStatus, { state: 'connected' }>['server']['capabilities'];

function unique(values: readonly (string | undefined)[]): string[] {
  return [...new Set(values.filter((v): v is string => v !== undefined && v !== ''))];
}

/** What the composer may offer: the declared list-changed kinds, and URIs only with `resources.subscribe` (protocol/session/offered.ts). */
function offeredParts(capabilities: ServerCapabilities) {
  return { ...defaultFlags(capabilities), resourceSubscriptions: resourceSubscriptionsOffered(capabilities) };
}

function defaultFlags(capabilities: ServerCapabilities): Record<ListChangedFlag, boolean> {
  const declared = declaredListChanged(capabilities);
  return {
    resourcesListChanged: declared.resourcesListChanged === true,
    promptsListChanged: declared.promptsListChanged === true,
    toolsListChanged: declared.toolsListChanged === true,
  };
}

function ConnectedSubscriptions({ lanes, capabilities, legacy }: { lanes: SubscriptionLanes; capabilities: ServerCapabilities; legacy: boolean }) {
  const navigation = useNavigationStore();
  const { resourceUri, subscribeUris } = useNavigation();
  // Rendering the log is never urgent: a click or a keystroke in the composer goes first.
  const snapshot = useDeferredValue(useStore(lanes));
  const laneList = snapshot.lanes;
  const showCache = useCallback(() => navigation.showPanel('cache'), [navigation]);
  const setLimit = useCallback(
    (limit: number) => {
      storeNotificationLimit(limit);
      lanes.setLogLimit(limit);
    },
    [lanes],
  );
  const [flags, setFlags] = useState(() => defaultFlags(capabilities));
  const [typed, setTyped] = useState<readonly string[]>([]);
  const [excluded, setExcluded] = useState<ReadonlySet<string>>(new Set());
  // The selected resource and the "Subscribe" requests of other panels join the filter by default.
  const offered = offeredParts(capabilities);
  const uris = offered.resourceSubscriptions ? unique([resourceUri, ...(subscribeUris ?? []), ...typed]).filter((uri) => !excluded.has(uri)) : [];
  const nothingOffered = !changeNotificationsOffered(capabilities);
  const empty = isEmptyFilter(offeredFilter(capabilities, composeFilter(flags, uris)));

  const listen = () => {
    const taken = navigation.takeSubscriptionRequests();
    const filter = offeredFilter(capabilities, composeFilter(flags, unique([...uris, ...taken.filter((uri) => !excluded.has(uri))])));
    setTyped(unique([...typed, ...taken]));
    if (!isEmptyFilter(filter)) void lanes.listen(filter);
  };

  return (
    <div className="subscriptions-panel">
      {legacy && (
        <p className="note">
          This server speaks the 2025 protocol: resources are subscribed with resources/subscribe and notifications arrive unsolicited on the
          standalone GET stream; list-changed kinds are honoured when the server declares them.
        </p>
      )}
      {nothingOffered ? (
        <p className="note">
          This server does not offer change notifications: it declares no listChanged flag and no resources.subscribe, so the console opens no subscription.
        </p>
      ) : (
        empty && <p className="note">The filter is empty: add a list-changed kind or a resource URI.</p>
      )}
      <FilterComposer
        flags={flags}
        offered={offered}
        onFlag={(flag, on) => setFlags({ ...flags, [flag]: on })}
        uris={uris}
        onAddUri={(uri) => {
          setTyped(unique([...typed, uri]));
          const next = new Set(excluded);
          next.delete(uri);
          setExcluded(next);
        }}
        onRemoveUri={(uri) => setExcluded(new Set([...excluded, uri]))}
        onListen={listen}
        listenLabel="Listen"
        disabled={empty}
      />
      <div className="subscriptions-panel__lanes">
        {laneList.map((lane) => (
          <LaneView
            key={lane.key}
            lane={lane}
            rateAt={(now) => lanes.ratePerSecond(lane.key, now)}
            received={lanes.received(lane.key)}
            onClose={() => void lanes.close(lane.key)}
            onShowExchange={(id) => navigation.showExchange(id)}
          />
        ))}
      </div>
      <NotificationsLog log={snapshot.log} dropped={snapshot.dropped} limit={snapshot.limit} onLimit={setLimit} onShowCache={showCache} />
    </div>
  );
}

/** Compose a filter, open subscriptions and watch their notifications arrive (spec §17). */
export function SubscriptionsPanel() {
  const status = useConnectionStatus();
  const lanes = useLanes();
  if (status.state !== 'connected' || lanes === undefined) {
    return <p className="note">Not connected: connect to a server to listen for its change notifications.</p>;
  }
  return <ConnectedSubscriptions key={status.url} lanes={lanes} capabilities={status.server.capabilities} legacy={status.negotiation.era === 'legacy'} />;
}
