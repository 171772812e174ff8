import { describe, expect, it } from 'vitest';
import type { ConformanceReport } from '../qa/conformance';
import { LastQaRuns } from './last-qa-runs';

const report = (url: string, startedAt: string): ConformanceReport => ({
  url,
  era: 'modern',
  protocolVersion: '2026-07-28',
  startedAt,
  durationMs: 1,
  environment: 'browser',
  results: [],
  summary: { pass: 0, fail: 0, warn: 0, 'n/a': 0 },
});

describe('the last QA run of each server in this tab', () => {
  it('keeps the latest report per server URL and tells its readers', () => {
    const runs = new LastQaRuns();
    let told = 0;
    runs.subscribe(() => (told += 1));
    runs.record(report('http://a/mcp', '2026-12-06T07:00:00.000Z'));
    runs.record(report('http://b/mcp', '2026-12-06T07:01:00.000Z'));
    runs.record(report('http://a/mcp', '2026-12-06T07:02:00.000Z'));
    expect(runs.getSnapshot().get('http://a/mcp')?.startedAt).toBe('2026-12-06T07:02:00.000Z');
    expect(runs.getSnapshot().get('http://b/mcp')?.startedAt).toBe('2026-12-06T07:01:00.000Z');
    expect(told).toBe(3);
  });

  it('forgets the server checked longest ago beyond 20', () => {
    const runs = new LastQaRuns();
    for (let i = 0; i < 21; i += 1) runs.record(report(`http://s${i}/mcp`, '2026-12-06T07:00:00.000Z'));
    runs.record(report('http://s1/mcp', '2026-12-06T07:05:00.000Z'));
    runs.record(report('http://s21/mcp', '2026-12-06T07:06:00.000Z'));
    expect(runs.getSnapshot().size).toBe(20);
    expect(runs.getSnapshot().has('http://s0/mcp')).toBe(false);
    expect(runs.getSnapshot().has('http://s2/mcp')).toBe(false);
    expect(runs.getSnapshot().has('http://s1/mcp')).toBe(true);
  });
});
