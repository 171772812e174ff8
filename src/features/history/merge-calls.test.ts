import { describe, expect, it } from 'vitest';
import type { HistoryCall } from '../../recording/history/types';
import { mergeCalls } from './merge-calls';

const call = (id: string, startedAt: number): HistoryCall => ({ id, method: 'tools/call', target: 'add', params: {}, startedAt, durationMs: 1 });

describe('History of every server', () => {
  it('merges each server’s calls by start time, naming each call’s server', () => {
    const merged = mergeCalls([
      { server: 'a', calls: [call('a1', 1), call('a2', 5), call('a3', 9)] },
      { server: 'b', calls: [call('b1', 2), call('b2', 5)] },
      { server: 'c', calls: [] },
    ]);
    expect(merged.map((m) => `${m.server}:${m.call.id}`)).toEqual(['a:a1', 'b:b1', 'a:a2', 'b:b2', 'a:a3']);
    expect(mergeCalls([])).toEqual([]);
  });
});
