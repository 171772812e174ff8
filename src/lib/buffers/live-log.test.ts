import { describe, expect, it, vi } from 'vitest';
import { FrameNotifier, nextFrame } from './frame-notifier';
import { LiveLog } from './live-log';
import { RateMeter } from './rate-meter';

/** A fake requestAnimationFrame: frames run only when the test says so. */
function fakeFrames() {
  const queue: (() => void)[] = [];
  return { schedule: (flush: () => void) => queue.push(flush), frame: () => queue.splice(0).forEach((fn) => fn()), pending: () => queue.length };
}

describe('LiveLog', () => {
  it('tells subscribers at most once per frame, however many entries arrive', () => {
    const frames = fakeFrames();
    const log = new LiveLog<number>({ capacity: 10, schedule: frames.schedule });
    const listener = vi.fn();
    log.subscribe(listener);
    for (let i = 0; i < 500; i += 1) log.append(i);
    expect(listener).not.toHaveBeenCalled();
    expect(frames.pending()).toBe(1);
    frames.frame();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(log.getSnapshot().size).toBe(10);
    expect(log.getSnapshot().dropped).toBe(490);
    log.append(500);
    frames.frame();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('stops telling a subscriber that left', () => {
    const frames = fakeFrames();
    const log = new LiveLog<number>({ capacity: 10, schedule: frames.schedule });
    const listener = vi.fn();
    const unsubscribe = log.subscribe(listener);
    log.append(1);
    unsubscribe();
    frames.frame();
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('nextFrame', () => {
  it('runs the flush once, on the animation frame when there is one', () => {
    vi.useFakeTimers();
    const callbacks: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => callbacks.push(cb));
    try {
      const flush = vi.fn();
      const notifier = new FrameNotifier(nextFrame);
      notifier.subscribe(flush);
      notifier.changed();
      notifier.changed();
      expect(flush).not.toHaveBeenCalled();
      callbacks.forEach((cb) => cb(0));
      expect(flush).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(1_000);
      expect(flush).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
  });

  it('falls back to a timer where no frames come (Node, a hidden tab)', () => {
    vi.useFakeTimers();
    try {
      const flush = vi.fn();
      nextFrame(flush);
      expect(flush).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(flush).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('RateMeter', () => {
  it('counts the events of the last second only', () => {
    const meter = new RateMeter();
    for (let t = 0; t < 1_000; t += 5) meter.add(10_000 + t);
    expect(meter.perSecond(10_999)).toBe(200);
    // 11.5 s: only the buckets from 10.6 s on are within the last second, 20 events each.
    expect(meter.perSecond(11_500)).toBe(80);
    expect(meter.perSecond(13_000)).toBe(0);
  });
});
