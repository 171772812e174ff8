import { describe, expect, it } from 'vitest';
import { timelineEvent, toArray } from '../../../recording/timeline';
import { focusedEvent } from './focus';
import { firstAfter, layoutLanes } from './layout';
import { axisTicks, fitViewport, followViewport, panViewport, zoomViewport } from './viewport';

describe('viewport', () => {
  const view = { from: 1_000, to: 2_000 };
  it('zooms around the anchor and pans by a share of the width', () => {
    expect(zoomViewport(view, 2, 0.5)).toEqual({ from: 1_250, to: 1_750 });
    expect(zoomViewport(view, 2, 0)).toEqual({ from: 1_000, to: 1_500 });
    expect(zoomViewport(view, 1e9).to - zoomViewport(view, 1e9).from).toBe(5);
    expect(panViewport(view, -0.25)).toEqual({ from: 750, to: 1_750 });
  });
  it('fits the range with a margin and follows now at the same width', () => {
    expect(fitViewport({ start: 0, end: 1_000 }, 5_000)).toEqual({ from: -30, to: 1_030 });
    expect(followViewport(view, 10_000)).toEqual({ from: 9_030, to: 10_030 });
  });
  it('places ticks on round steps', () => {
    expect(axisTicks({ from: 0, to: 1_000 }, 5)).toEqual({ step: 200, ticks: [0, 200, 400, 600, 800, 1_000] });
  });
});

describe('layoutLanes', () => {
  it('stacks overlapping spans of a lane in sub-rows and keeps start order', () => {
    const a = timelineEvent({ id: 'a', label: 'a', lane: 'http', start: 0, end: 100 });
    const b = timelineEvent({ id: 'b', label: 'b', lane: 'http', start: 50, end: 60 });
    const c = timelineEvent({ id: 'c', label: 'c', lane: 'http', start: 120, end: 130 });
    const placed = toArray(layoutLanes([a, b, c], 200).lanes.get('http') ?? []);
    expect(placed.map((p) => [p.event.id, p.row])).toEqual([
      ['a', 0],
      ['b', 1],
      ['c', 0],
    ]);
    expect(firstAfter(placed, 50)).toBe(2);
  });
});

describe('focusedEvent', () => {
  const bar = timelineEvent({ id: 'http:3', label: 'http:3', lane: 'http', start: 100, end: 900, exchangeId: 3 });
  const tick = timelineEvent({ id: 'notification:7', label: 'notification:7', lane: 'notification', start: 500, exchangeId: 3 });
  const fresh = timelineEvent({ id: 'cache:1', label: 'cache:1', lane: 'cache', start: 10, end: 20, cacheKey: 'resources/read a' });
  const later = timelineEvent({ id: 'cache:2', label: 'cache:2', lane: 'cache', start: 400, end: 420, cacheKey: 'resources/read a' });
  const events = [fresh, bar, later, tick];
  it('picks the exchange bar, or the notification at that moment on a stream', () => {
    expect(focusedEvent(events, { at: 100, exchangeId: 3 })?.id).toBe('http:3');
    expect(focusedEvent(events, { at: 510, exchangeId: 3 })?.id).toBe('notification:7');
  });
  it('picks the latest span of a cache entry started by then, and the nearest event of a lane', () => {
    expect(focusedEvent(events, { at: 300, cacheKey: 'resources/read a' })?.id).toBe('cache:1');
    expect(focusedEvent(events, { at: 450, cacheKey: 'resources/read a' })?.id).toBe('cache:2');
    expect(focusedEvent(events, { at: 700, lane: 'notification' })?.id).toBe('notification:7');
  });
});
