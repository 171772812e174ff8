import type { HistoryCall } from '../../recording/history/types';

export interface ServerCalls {
  server: string;
  /** Oldest first, as each server's History keeps them. */
  calls: readonly HistoryCall[];
}

export interface ServerCall {
  call: HistoryCall;
  server: string;
}

/**
 * Every server's calls in one list, oldest first (issue 41): a merge by sorted cursors, one per
 * server, so each list is read once and in order; a tie keeps the servers' order.
 */
export function mergeCalls(lists: readonly ServerCalls[]): ServerCall[] {
  const cursors = lists.map(() => 0);
  const merged: ServerCall[] = [];
  for (;;) {
    let pick = -1;
    let earliest = Number.POSITIVE_INFINITY;
    for (const [i, list] of lists.entries()) {
      const next = list.calls[cursors[i] ?? 0];
      if (next !== undefined && next.startedAt < earliest) {
        pick = i;
        earliest = next.startedAt;
      }
    }
    const list = lists[pick];
    const call = list?.calls[cursors[pick] ?? 0];
    if (list === undefined || call === undefined) return merged;
    merged.push({ call, server: list.server });
    cursors[pick] = (cursors[pick] ?? 0) + 1;
  }
}
