import { useCallback, useSyncExternalStore } from 'react';
import { Listeners } from '../lib/listeners';
import type { ExternalStore } from '../protocol/model/types';
import type { ConformanceReport } from '../qa/conformance';

/** Servers whose last run is kept; the one checked longest ago is forgotten beyond this. */
const KEPT = 20;

/**
 * The last QA report of each server in this tab, by URL: what the QA panel's Checks section or
 * the Server comparison ran last. The comparison shows a server's report at once instead of
 * running its checks again. Kept in memory only: a run is evidence of a moment, and the QA
 * panel's localStorage keeps the statuses it compares runs with.
 */
export class LastQaRuns implements ExternalStore<ReadonlyMap<string, ConformanceReport>> {
  readonly #listeners = new Listeners();
  #runs: ReadonlyMap<string, ConformanceReport> = new Map();

  subscribe = (listener: () => void): (() => void) => this.#listeners.add(listener);

  getSnapshot = (): ReadonlyMap<string, ConformanceReport> => this.#runs;

  /** Keeps `report` as the last run of its server (`report.url`). */
  record(report: ConformanceReport): void {
    const next = new Map(this.#runs);
    next.delete(report.url);
    next.set(report.url, report);
    for (const url of next.keys()) {
      if (next.size <= KEPT) break;
      next.delete(url);
    }
    this.#runs = next;
    this.#listeners.emit();
  }
}

/** The page's one record of last runs: the QA panel writes it, the Server comparison reads it. */
export const lastQaRuns = new LastQaRuns();

/** The last QA report of `url` in this tab, if any. */
export function useLastQaRun(url: string | undefined, store: LastQaRuns = lastQaRuns): ConformanceReport | undefined {
  const read = useCallback(() => (url === undefined ? undefined : store.getSnapshot().get(url)), [store, url]);
  return useSyncExternalStore(store.subscribe, read, read);
}
