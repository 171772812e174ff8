import { describe, expect, it } from 'vitest';
import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';
import type { Timers } from './backoff';
import { McpSession } from './session';

const URL_ = 'http://127.0.0.1:1/mcp';

/** An in-process server: the session reaches it without a socket. */
function inProcessServer(): typeof fetch {
  const handler = createMcpHandler(() => new McpServer({ name: 'gone-fixture', version: '1.0.0' }));
  return (input, init) => handler.fetch(new Request(input, init));
}

/** Timers whose callbacks run only when the test says so: no wall-clock wait. */
function manualTimers(): Timers & { runNext(): void; pending: number } {
  const queue: (() => void)[] = [];
  return {
    setTimeout: (run) => {
      queue.push(run);
      return setTimeout(() => undefined, 0);
    },
    clearTimeout: () => undefined,
    runNext: () => queue.shift()?.(),
    get pending() {
      return queue.length;
    },
  };
}

describe('McpSession.serverGone', () => {
  it('leaves Connected at once with the reason, then reconnects through the backoff loop', async () => {
    const timers = manualTimers();
    const session = new McpSession({ url: URL_, fetch: inProcessServer(), timers });
    try {
      expect((await session.connect()).state).toBe('connected');
      session.serverGone({ kind: 'network', message: 'The stdio server exited with code 1.' });
      const gone = session.status.getSnapshot();
      expect(gone.state).toBe('reconnecting');
      expect(gone.state === 'reconnecting' ? gone.reason.message : '').toBe('The stdio server exited with code 1.');
      // A second report while the loop runs changes nothing (one loop, one reason).
      session.serverGone({ kind: 'network', message: 'again' });
      expect(timers.pending).toBe(1);
      session.reconnectNow();
      await expect.poll(() => session.status.getSnapshot().state).toBe('connected');
      const back = session.status.getSnapshot();
      expect(back.state === 'connected' ? back.recovery?.kind : undefined).toBe('reconnected');
    } finally {
      await session.close();
    }
  });

  it('does nothing before the session is connected', () => {
    const session = new McpSession({ url: URL_, fetch: inProcessServer(), timers: manualTimers() });
    session.serverGone({ kind: 'network', message: 'gone' });
    expect(session.status.getSnapshot().state).toBe('idle');
  });
});
