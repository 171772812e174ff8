import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TaskFollower } from './task-follower';
import type { TaskInfo, TaskStatus } from './task-types';
import type { TaskWire } from './task-wire';

let clock = 0;
function task(status: TaskStatus, extra: Partial<TaskInfo> = {}): TaskInfo {
  clock += 1000;
  const at = new Date(Date.UTC(2026, 11, 3, 10, 0, 0) + clock).toISOString();
  return { taskId: 't1', status, statusMessage: undefined, createdAt: at, lastUpdatedAt: at, ttlMs: null, pollIntervalMs: 250, result: undefined, error: undefined, inputRequests: undefined, ...extra };
}

/** A server-side task the test moves by hand; the wire answers with its current state. */
function fakeWire(initial: TaskInfo) {
  let current = initial;
  const calls: string[] = [];
  const wire: TaskWire = {
    get: () => {
      calls.push('get');
      return Promise.resolve(current);
    },
    update: (_id, responses) => {
      calls.push(`update ${JSON.stringify(responses)}`);
      current = task('working', { statusMessage: 'Resumed' });
      return Promise.resolve();
    },
    cancel: () => {
      calls.push('cancel');
      current = task('cancelled');
      return Promise.resolve();
    },
  };
  return { wire, calls, move: (next: TaskInfo) => (current = next) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('TaskFollower', () => {
  it('polls at pollIntervalMs until the task completes, then stops', async () => {
    const server = fakeWire(task('working'));
    const follower = new TaskFollower(task('working'), { wire: server.wire, now: () => Date.now(), answer: () => Promise.resolve({}) });
    follower.start();
    await vi.advanceTimersByTimeAsync(249);
    expect(server.calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls).toEqual(['get']);
    server.move(task('completed', { result: { content: [{ type: 'text', text: 'done' }] } }));
    await vi.advanceTimersByTimeAsync(250);
    expect(follower.getSnapshot().task.status).toBe('completed');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(server.calls).toEqual(['get', 'get']);
  });

  it('answers input_required through the dialog callback and tasks/update, then polls on', async () => {
    const server = fakeWire(task('working'));
    const asked: string[] = [];
    const follower = new TaskFollower(task('working'), {
      wire: server.wire,
      now: () => Date.now(),
      answer: (key) => {
        asked.push(key);
        return Promise.resolve({ action: 'accept', content: { scope: 'eu' } });
      },
    });
    follower.start();
    server.move(task('input_required', { inputRequests: { scope: { method: 'elicitation/create', params: {} } } }));
    await vi.advanceTimersByTimeAsync(250);
    expect(asked).toEqual(['scope']);
    expect(server.calls).toContain('update {"scope":{"action":"accept","content":{"scope":"eu"}}}');
    expect(follower.getSnapshot().task).toMatchObject({ status: 'working', statusMessage: 'Resumed' });
    expect(follower.getSnapshot().phase).toBe('polling');
  });

  it('cancels with tasks/cancel and ends cancelled without further polls', async () => {
    const server = fakeWire(task('working'));
    const follower = new TaskFollower(task('working'), { wire: server.wire, now: () => Date.now(), answer: () => Promise.resolve({}) });
    follower.start();
    await follower.cancel();
    expect(follower.getSnapshot().task.status).toBe('cancelled');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(server.calls).toEqual(['cancel', 'get']);
  });

  it('takes a notifications/tasks push without waiting for the next poll', () => {
    const server = fakeWire(task('working'));
    const follower = new TaskFollower(task('working'), { wire: server.wire, now: () => Date.now(), answer: () => Promise.resolve({}) });
    follower.start();
    follower.push({ task: task('failed', { error: { code: -1, message: 'gone' } }) });
    expect(follower.getSnapshot().task.status).toBe('failed');
    expect(server.calls).toEqual([]);
  });

  it('gives up after three failed polls, keeping the last status', async () => {
    const wire: TaskWire = { get: () => Promise.reject(new Error('offline')), update: () => Promise.resolve(), cancel: () => Promise.resolve() };
    const follower = new TaskFollower(task('working'), { wire, now: () => Date.now(), answer: () => Promise.resolve({}) });
    follower.start();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(follower.getSnapshot()).toMatchObject({ phase: 'stopped', failure: 'tasks/get failed: offline' });
    expect(follower.getSnapshot().task.status).toBe('working');
  });
});
