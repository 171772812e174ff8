import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServerEvent } from '@modelcontextprotocol/server';
import { createDemoHandler } from '../server.js';
import { CLOCK_URI, createLiveClock } from './live.js';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-12-02T10:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('live clock', () => {
  it('changes its content on every tick, at a constant size', () => {
    const clock = createLiveClock({ intervalMs: 5_000 });
    const ticks: string[] = [];
    clock.start((uri) => ticks.push(uri));
    const before = clock.resource();
    vi.advanceTimersByTime(5_000);
    const after = clock.resource();
    expect(ticks).toEqual([CLOCK_URI]);
    expect(after.body).not.toEqual(before.body);
    expect(after.body).toContain('2026-12-02T10:00:05.000Z');
    expect(after.cacheHint).toEqual({ ttlMs: 5_000, cacheScope: 'public' });
    expect(String(after.body).length).toBe(String(before.body).length);
    clock.stop();
  });

  it('publishes resource updates through the handler bus until the handler closes', async () => {
    const handler = createDemoHandler({ intervalMs: 1_000 });
    const events: ServerEvent[] = [];
    handler.bus.subscribe((event) => events.push(event));
    vi.advanceTimersByTime(3_000);
    expect(events).toEqual([
      { kind: 'resource_updated', uri: CLOCK_URI },
      { kind: 'resource_updated', uri: CLOCK_URI },
      { kind: 'resource_updated', uri: CLOCK_URI },
    ]);
    await handler.close();
    vi.advanceTimersByTime(5_000);
    expect(events).toHaveLength(3);
  });
});
