import { useEffect, useState } from 'react';

const count = new Intl.NumberFormat('en-US');

interface LaneRateProps {
  /** Updates received in the second before `now`. */
  rateAt: (now: number) => number;
  received: number;
  /** Ticks only while the lane can still receive. */
  live: boolean;
}

/** "2,000 updates · 212 updates/s", refreshed each second so the rate falls back to 0 when quiet. */
export function LaneRate({ rateAt, received, live }: LaneRateProps) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!live) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [live]);
  return (
    <span className="sub-lane__rate mono">
      {count.format(received)} {received === 1 ? 'update' : 'updates'} · {count.format(live ? rateAt(now) : 0)} updates/s
    </span>
  );
}
