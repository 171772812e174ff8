import { describe, expect, it } from 'vitest';
import { applyTask, formatElapsed, giveUp, nextPollDelay, startTask, withPhase } from './task-machine';
import { parseTask, type TaskInfo, type TaskStatus } from './task-types';

function task(status: TaskStatus, at = '2026-12-03T10:00:00.000Z', extra: Partial<TaskInfo> = {}): TaskInfo {
  return { taskId: 't1', status, statusMessage: undefined, createdAt: '2026-12-03T10:00:00.000Z', lastUpdatedAt: at, ttlMs: null, pollIntervalMs: 200, result: undefined, error: undefined, inputRequests: undefined, ...extra };
}

describe('task state machine', () => {
  it('walks working → input_required → working → completed and stops polling at the end', () => {
    let state = startTask(task('working'), 0);
    expect(nextPollDelay(state)).toBe(200);
    state = applyTask(state, task('input_required', '2026-12-03T10:00:01.000Z'), 1000);
    expect(state.task.status).toBe('input_required');
    expect(state.changedAt).toBe(1000);
    state = applyTask(state, task('working', '2026-12-03T10:00:02.000Z'), 2000);
    expect(nextPollDelay(state)).toBe(200);
    state = applyTask(state, task('completed', '2026-12-03T10:00:03.000Z', { result: { content: [] } }), 3000);
    expect(state.phase).toBe('stopped');
    expect(state.task.result).toEqual({ content: [] });
    expect(nextPollDelay(state)).toBeUndefined();
  });

  it.each(['failed', 'cancelled'] as const)('treats %s as terminal: later reports are ignored', (terminal) => {
    let state = applyTask(startTask(task('working'), 0), task(terminal, '2026-12-03T10:00:01.000Z'), 1);
    expect(state.phase).toBe('stopped');
    state = applyTask(state, task('working', '2026-12-03T10:00:05.000Z'), 2);
    expect(state.task.status).toBe(terminal);
    expect(nextPollDelay(state)).toBeUndefined();
  });

  it('ignores older reports and reports of other tasks', () => {
    const state = startTask(task('working', '2026-12-03T10:00:05.000Z'), 0);
    expect(applyTask(state, task('completed', '2026-12-03T10:00:01.000Z'), 1)).toBe(state);
    expect(applyTask(state, { ...task('completed', '2026-12-03T10:00:09.000Z'), taskId: 'other' }, 1)).toBe(state);
  });

  it('keeps the last status message when a report has none', () => {
    const state = startTask(task('working', undefined, { statusMessage: 'Collecting' }), 0);
    expect(applyTask(state, task('working', '2026-12-03T10:00:01.000Z'), 1).task.statusMessage).toBe('Collecting');
  });

  it('clamps the poll interval and does not poll while answering or cancelling', () => {
    expect(nextPollDelay(startTask(task('working', undefined, { pollIntervalMs: 1 }), 0))).toBe(100);
    expect(nextPollDelay(startTask(task('working', undefined, { pollIntervalMs: 10_000_000 }), 0))).toBe(30_000);
    expect(nextPollDelay(startTask(task('working', undefined, { pollIntervalMs: undefined }), 0))).toBe(1_000);
    expect(nextPollDelay(withPhase(startTask(task('working'), 0), 'answering'))).toBeUndefined();
    expect(nextPollDelay(giveUp(startTask(task('working'), 0), 'boom'))).toBeUndefined();
  });

  it('formats the elapsed time', () => {
    expect(formatElapsed(12_400)).toBe('12 s');
    expect(formatElapsed(184_000)).toBe('3 min 4 s');
  });
});

describe('parseTask', () => {
  it('reads a task result and rejects one without its required fields', () => {
    const parsed = parseTask({ resultType: 'task', taskId: 'a', status: 'working', createdAt: 'x', lastUpdatedAt: 'y', ttlMs: 5, pollIntervalMs: 50, statusMessage: 'm' });
    expect(parsed).toMatchObject({ taskId: 'a', status: 'working', ttlMs: 5, pollIntervalMs: 50, statusMessage: 'm' });
    expect(parseTask({ taskId: 'a', status: 'running', createdAt: 'x', lastUpdatedAt: 'y' })).toBeUndefined();
    expect(parseTask({ taskId: 'a', status: 'working', createdAt: 'x' })).toBeUndefined();
  });
});
