import { useTrafficSource } from '../../hooks/session/use-session';
import { exchangeById } from '../../protocol/transport/tap/traffic-view';
import { useStoreSelect } from '../../hooks/use-store';
import { CopyAsButtons } from './copy-as-buttons';

/**
 * "Copy as …" next to an action's result, for the exchange that produced it (the id every
 * result envelope carries). Nothing is offered when that exchange is unknown or the traffic
 * ring buffer has already dropped it: a snippet must copy what was really sent.
 */
export function CopyAsExchange({ exchangeId }: { exchangeId: number | undefined }) {
  // By id, not a scan, and re-rendered only when that exchange changes, not on every traffic frame.
  const exchange = useStoreSelect(useTrafficSource(), (traffic) => (exchangeId === undefined ? undefined : exchangeById(traffic, exchangeId)));
  if (exchange === undefined) return null;
  return <CopyAsButtons exchange={exchange} />;
}
