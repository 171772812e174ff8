import { useState } from 'react';
import { LimitField } from '../../components/limit-field';
import type { TrafficSource } from '../../hooks/session/use-session';
import { EXCHANGES_KEPT, FRAMES_KEPT, storeLimit } from '../../lib/stored/stored-limit';

/**
 * How much of the wire the log keeps: a long QA run or storm can need more than the default,
 * a small laptop less. Kept in this browser and applied at once (shrinking drops the oldest).
 */
export function TrafficLimits({ traffic }: { traffic: TrafficSource }) {
  const [current, setCurrent] = useState(traffic.limits);
  if (current === undefined || traffic.setLimits === undefined) return null;
  const change = (next: Partial<typeof current>) => {
    traffic.setLimits?.(next);
    if (next.maxExchanges !== undefined) storeLimit(EXCHANGES_KEPT, next.maxExchanges);
    if (next.maxFrames !== undefined) storeLimit(FRAMES_KEPT, next.maxFrames);
    setCurrent({ ...current, ...next });
  };
  return (
    <div className="toolbar traffic-panel__limits" role="group" aria-label="Traffic log size">
      <LimitField label="Exchanges kept" setting={EXCHANGES_KEPT} limit={current.maxExchanges} step={100} onLimit={(maxExchanges) => change({ maxExchanges })} />
      <LimitField label="Frames kept" setting={FRAMES_KEPT} limit={current.maxFrames} step={500} onLimit={(maxFrames) => change({ maxFrames })} />
    </div>
  );
}
