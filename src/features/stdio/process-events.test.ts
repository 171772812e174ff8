import { describe, expect, it } from 'vitest';
import { BridgeProcess, formatUptime } from './bridge-process';
import type { ProcessState } from './bridge-api';

const running: ProcessState = { running: true, pid: 4242, startedAt: 1_000, spawns: 1, exit: null };
const exited: ProcessState = { running: false, pid: null, startedAt: null, spawns: 1, exit: { code: 3, signal: null, at: 2_000, lastLines: ['boom'] } };

function sse(events: [string, unknown][]): string {
  return events.map(([event, data]) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join('');
}

/** A fetch that answers each call with the next body, split into small chunks, then never again. */
function streams(bodies: (string | number)[]): { fetch: typeof fetch; calls: number } {
  const state = { calls: 0 };
  const fetchImpl: typeof fetch = () => {
    const body = bodies[state.calls];
    state.calls += 1;
    if (typeof body === 'number') return Promise.resolve(new Response(null, { status: body }));
    if (body === undefined) return new Promise(() => undefined);
    const chunks = body.match(/[\s\S]{1,7}/g) ?? [];
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
        controller.close();
      },
    });
    return Promise.resolve(new Response(stream, { headers: { 'content-type': 'text/event-stream' } }));
  };
  return {
    fetch: fetchImpl,
    get calls() {
      return state.calls;
    },
  };
}

const immediate = () => Promise.resolve();

describe('BridgeProcess events', () => {
  it('reads state and output events, skips the kept lines a reopened stream sends again', async () => {
    const line = (seq: number, text: string, stream = 'stderr') => ['output', { seq, at: 1_500, stream, text }] as [string, unknown];
    const source = streams([
      sse([['state', running], line(0, 'listening on stdio'), line(1, 'hello', 'stdout'), ['state', { nonsense: true }]]),
      sse([['state', running], line(0, 'listening on stdio'), line(1, 'hello', 'stdout'), line(2, 'later')]),
    ]);
    const process = new BridgeProcess((flush) => flush());
    process.start({ fetch: source.fetch, url: 'http://127.0.0.1:1/.mcp-console/bridge/a/events', wait: immediate });
    await expect.poll(() => process.output.getSnapshot().size).toBe(3);
    expect(process.output.getSnapshot().toArray().map((l) => `${l.stream}:${l.text}`)).toEqual(['stderr:listening on stdio', 'stdout:hello', 'stderr:later']);
    expect(process.state.getSnapshot()).toEqual(running);
    process.stop();
  });

  it('stops on 401 and reports it', async () => {
    let refused = false;
    const process = new BridgeProcess((flush) => flush());
    process.start({ fetch: streams([401]).fetch, url: 'http://127.0.0.1:1/e', wait: immediate, onUnauthorized: () => (refused = true) });
    await expect.poll(() => refused).toBe(true);
    await expect.poll(() => process.watching).toBe(false);
  });

  it('ignores a state of an older child that arrives after the restart’s answer', () => {
    const process = new BridgeProcess((flush) => flush());
    process.setState({ ...running, spawns: 2, pid: 5151 });
    process.setState(exited);
    expect(process.state.getSnapshot()?.pid).toBe(5151);
    process.setState({ ...exited, spawns: 2 });
    expect(process.state.getSnapshot()?.running).toBe(false);
  });
});

describe('formatUptime', () => {
  it('reads at a glance', () => {
    expect(formatUptime(4_900)).toBe('4 s');
    expect(formatUptime(65_000)).toBe('1 min 05 s');
    expect(formatUptime(2 * 3_600_000 + 3 * 60_000)).toBe('2 h 03 min');
    expect(formatUptime(50 * 3_600_000)).toBe('2 d 2 h');
    expect(formatUptime(-5)).toBe('0 s');
  });
});
