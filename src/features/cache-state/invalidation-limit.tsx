import { useState } from 'react';
import type { InvalidationLog } from '../../cache';
import { LimitField } from '../../components/limit-field';
import { INVALIDATIONS_KEPT, storeLimit } from '../../lib/stored/stored-limit';

/** The bound of the invalidation log behind `Last invalidation`, kept in this browser. */
export function InvalidationLimit({ log }: { log: InvalidationLog }) {
  const [limit, setLimit] = useState(log.capacity);
  const change = (next: number) => {
    log.setCapacity(next);
    storeLimit(INVALIDATIONS_KEPT, next);
    setLimit(next);
  };
  return <LimitField label="Invalidations kept" setting={INVALIDATIONS_KEPT} limit={limit} step={50} onLimit={change} />;
}
