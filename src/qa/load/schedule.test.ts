import { describe, expect, it } from 'vitest';
import { runSchedule, type LoadClock, type SendOne } from './schedule';
import type { AbortCause, LoadTarget, SendResult } from './types';

/** A clock that moves only when the test says so. */
function manualClock(): LoadClock & { advance(ms: number): void } {
  let now = 0;
  let timers: { at: number; fn: () => void }[] = [];
  return {
    now: () => now,
    after(ms, fn) {
      const timer = { at: now + ms, fn };
      timers.push(timer);
      return () => {
        timers = timers.filter((t) => t !== timer);
      };
    },
    advance(ms) {
      now += ms;
      const due = timers.filter((t) => t.at <= now);
      timers = timers.filter((t) => t.at > now);
      for (const timer of due) timer.fn();
    },
  };
}

interface Pending {
  target: LoadTarget;
  signal: AbortSignal;
  cause: () => AbortCause | undefined;
  answer(result: SendResult): void;
}

/** A server the test answers by hand; an aborted request settles as the real sender does, after its cancel. */
function handSend(): { send: SendOne; pending: Pending[]; sent: LoadTarget[]; maxInFlight: () => number } {
  const pending: Pending[] = [];
  const sent: LoadTarget[] = [];
  let most = 0;
  const send: SendOne = (target, signal, cause) =>
    new Promise((resolve) => {
      sent.push(target);
      const entry: Pending = { target, signal, cause, answer: (result) => {
        pending.splice(pending.indexOf(entry), 1);
        resolve(result);
      } };
      pending.push(entry);
      most = Math.max(most, pending.length);
      signal.addEventListener('abort', () => entry.answer({ ok: false, error: 'aborted' }), { once: true });
    });
  return { send, pending, sent, maxInFlight: () => most };
}

const flush = async (): Promise<void> => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

const TARGETS: LoadTarget[] = [
  { method: 'tools/list', name: undefined, params: {} },
  { method: 'tools/call', name: 'slow_echo', params: { name: 'slow_echo', arguments: { text: 'x' } } },
];

describe('the load schedule', () => {
  it('keeps exactly `concurrency` requests in flight and calls the targets in turn', async () => {
    const clock = manualClock();
    const server = handSend();
    const run = runSchedule({ targets: TARGETS, concurrency: 3, durationMs: 1000, timeoutMs: 5000, send: server.send, clock });
    await flush();
    expect(server.pending).toHaveLength(3);
    for (let round = 0; round < 4; round++) {
      clock.advance(10);
      for (const request of [...server.pending]) request.answer({ ok: true, result: {} });
      await flush();
      expect(server.pending).toHaveLength(3);
    }
    expect(server.maxInFlight()).toBe(3);
    expect(server.sent.slice(0, 6).map((t) => t.method)).toEqual(['tools/list', 'tools/call', 'tools/list', 'tools/call', 'tools/list', 'tools/call']);
    clock.advance(1000);
    const outcome = await run;
    expect(outcome.samples.filter((s) => s.outcome === 'ok')).toHaveLength(12);
    expect(outcome.samples.filter((s) => s.outcome === 'ok').every((s) => s.ms === 10)).toBe(true);
  });

  it('stops issuing at the end, aborts what is in flight as cancelled, and resolves only once each has settled', async () => {
    const clock = manualClock();
    const server = handSend();
    let settled = false;
    const run = runSchedule({ targets: TARGETS, concurrency: 2, durationMs: 100, timeoutMs: 5000, send: server.send, clock }).then((outcome) => {
      settled = true;
      return outcome;
    });
    await flush();
    const inFlight = [...server.pending];
    clock.advance(100);
    await flush();
    expect(inFlight.every((r) => r.signal.aborted && r.cause() === 'stop')).toBe(true);
    const outcome = await run;
    expect(settled).toBe(true);
    expect(server.sent).toHaveLength(2);
    expect(outcome.samples.map((s) => s.outcome)).toEqual(['cancelled', 'cancelled']);
    expect(outcome.durationMs).toBe(100);
  });

  it('does not resolve while a cancelled request is still being cancelled', async () => {
    const clock = manualClock();
    let finishCancel = (): void => undefined;
    const send: SendOne = (_target, signal) =>
      new Promise((resolve) => {
        signal.addEventListener('abort', () => {
          finishCancel = () => resolve({ ok: false, error: 'cancelled' });
        });
      });
    let settled = false;
    const run = runSchedule({ targets: TARGETS, concurrency: 1, durationMs: 50, timeoutMs: 5000, send, clock }).then(() => {
      settled = true;
    });
    clock.advance(50);
    await flush();
    expect(settled).toBe(false);
    finishCancel();
    await run;
    expect(settled).toBe(true);
  });

  it('counts a request past its timeout as an error and goes on', async () => {
    const clock = manualClock();
    const server = handSend();
    const run = runSchedule({ targets: TARGETS.slice(0, 1), concurrency: 1, durationMs: 1000, timeoutMs: 300, send: server.send, clock });
    await flush();
    clock.advance(300);
    await flush();
    expect(server.sent).toHaveLength(2);
    clock.advance(700);
    const outcome = await run;
    expect(outcome.samples[0]).toEqual({ target: 0, ms: 300, outcome: 'error', error: 'no answer within 300 ms' });
    expect(outcome.samples[1]?.outcome).toBe('cancelled');
  });

  it('stops early when its signal aborts (the panel\'s cancel)', async () => {
    const clock = manualClock();
    const server = handSend();
    const controller = new AbortController();
    const run = runSchedule({ targets: TARGETS, concurrency: 2, durationMs: 60_000, timeoutMs: 5000, send: server.send, clock, signal: controller.signal });
    await flush();
    clock.advance(5);
    controller.abort();
    const outcome = await run;
    expect(outcome.durationMs).toBe(5);
    expect(outcome.samples.every((s) => s.outcome === 'cancelled')).toBe(true);
  });
});

describe('runSchedule onSample', () => {
  it('tells each sample as it ends, with its end since the start, the cancelled one at the stop included', async () => {
    const clock = manualClock();
    const { send, pending } = handSend();
    const told: { outcome: string; ms: number; atMs: number }[] = [];
    const run = runSchedule({ targets: TARGETS, concurrency: 1, durationMs: 1000, timeoutMs: 5000, send, clock, onSample: (s, atMs) => told.push({ outcome: s.outcome, ms: s.ms, atMs }) });
    await flush();
    clock.advance(300);
    pending[0]?.answer({ ok: true, result: {} });
    await flush();
    expect(told).toEqual([{ outcome: 'ok', ms: 300, atMs: 300 }]);
    clock.advance(700);
    const outcome = await run;
    expect(told).toEqual([
      { outcome: 'ok', ms: 300, atMs: 300 },
      { outcome: 'cancelled', ms: 700, atMs: 1000 },
    ]);
    expect(outcome.samples).toHaveLength(2);
  });
});
