import { useCallback, useState } from 'react';
import { runCollection, type CallSession, type ItemVerdict } from '../../recording/history/run-calls';
import type { Collection } from '../../recording/history/types';

export interface CollectionRun {
  running: boolean;
  verdicts: ItemVerdict[];
}

/** The latest run of each collection (by name), filled in call by call as the run goes. */
export function useCollectionRuns(session: CallSession | undefined) {
  const [runs, setRuns] = useState<ReadonlyMap<string, CollectionRun>>(new Map());
  const put = (name: string, run: CollectionRun) => setRuns((prev) => new Map(prev).set(name, run));
  const run = useCallback(
    async (collection: Collection) => {
      if (session === undefined) return;
      const verdicts: ItemVerdict[] = [];
      put(collection.name, { running: true, verdicts: [] });
      await runCollection(session, collection.items, (verdict) => {
        verdicts.push(verdict);
        put(collection.name, { running: true, verdicts: [...verdicts] });
      });
      put(collection.name, { running: false, verdicts });
    },
    [session],
  );
  return { runs, run };
}
