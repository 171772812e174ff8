import { afterEach, describe, expect, it, vi } from 'vitest';
import { installLastResort, lastResortHandler } from './serve-stop';

afterEach(() => vi.useRealTimers());

function steps(stop: () => Promise<void>, log: (text: string) => void = () => undefined) {
  const order: string[] = [];
  return {
    order,
    steps: {
      stop: async () => {
        order.push('stop started');
        await stop();
        order.push('stop done');
      },
      exit: (code: number) => order.push(`exit ${code}`),
      log: (text: string) => {
        order.push('log');
        log(text);
      },
    },
  };
}

describe('the last resort of serve', () => {
  it('logs the error, runs the stop sequence, then exits non-zero', async () => {
    const logged: string[] = [];
    const { order, steps: s } = steps(() => Promise.resolve(), (text) => logged.push(text));
    lastResortHandler(s)(new Error('boom in a listener'));
    await vi.waitFor(() => expect(order).toEqual(['log', 'stop started', 'stop done', 'exit 1']));
    expect(logged.join('')).toMatch(/^mcp-console: internal error; stopping the stdio servers and exiting: Error: boom in a listener/);
  });

  it('a second error while stopping neither logs nor stops again', async () => {
    let finish = (): void => undefined;
    const { order, steps: s } = steps(() => new Promise((resolve) => (finish = resolve)));
    const handler = lastResortHandler(s);
    handler(new Error('first'));
    handler('second, a rejection reason');
    expect(order).toEqual(['log', 'stop started']);
    finish();
    await vi.waitFor(() => expect(order).toEqual(['log', 'stop started', 'stop done', 'exit 1']));
  });

  it('stops and exits even when stderr is gone, or the stop fails', async () => {
    const { order, steps: s } = steps(
      () => Promise.reject(new Error('stop failed')),
      () => {
        throw new Error('EIO');
      },
    );
    lastResortHandler(s)(new Error('x'));
    await vi.waitFor(() => expect(order).toEqual(['log', 'stop started', 'exit 1']));
  });

  it('exits anyway when the stop sequence hangs', async () => {
    vi.useFakeTimers();
    const { order, steps: s } = steps(() => new Promise(() => undefined));
    lastResortHandler(s)(new Error('x'));
    await vi.advanceTimersByTimeAsync(15_000);
    expect(order).toEqual(['log', 'stop started', 'exit 1']);
  });

  it('is installed for uncaught exceptions and unhandled rejections, and removed', () => {
    const before = [process.listenerCount('uncaughtException'), process.listenerCount('unhandledRejection')];
    const remove = installLastResort(() => Promise.resolve());
    expect([process.listenerCount('uncaughtException'), process.listenerCount('unhandledRejection')]).toEqual([(before[0] ?? 0) + 1, (before[1] ?? 0) + 1]);
    remove();
    expect([process.listenerCount('uncaughtException'), process.listenerCount('unhandledRejection')]).toEqual(before);
  });
});
