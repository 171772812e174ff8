import { useTrafficSource } from '../../hooks/use-session';
import { useStore } from '../../hooks/use-store';
import { CopyAsButtons } from './copy-as-buttons';

/**
 * "Copy as …" next to an action's result, for the exchange that produced it (the id every
 * result envelope carries). Nothing is offered when that exchange is unknown or the traffic
 * ring buffer has already dropped it: a snippet must copy what was really sent.
 */
export function CopyAsExchange({ exchangeId }: { exchangeId: number | undefined }) {
  const traffic = useStore(useTrafficSource());
  const exchange = exchangeId === undefined ? undefined : traffic.exchanges.find((e) => e.id === exchangeId);
  if (exchange === undefined) return null;
  return <CopyAsButtons exchange={exchange} />;
}
