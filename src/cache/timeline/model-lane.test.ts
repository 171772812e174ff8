import { describe, expect, it } from 'vitest';
import { KEY_PLACEHOLDER, type ModelExchange } from '../../models';
import { toArray } from '../../recording/timeline';
import { TrafficLog } from '../../protocol/transport/tap/traffic-log';
import { deriveTimeline } from './derive';
import { recordedTimelineSources } from './recorded-sources';
import { TimelineStore } from './timeline-store';

const begin = { method: 'POST', url: 'http://127.0.0.1/mcp', headers: [] as [string, string][], body: undefined };

function modelExchange(id: number, startedAt: number, endedAt: number | undefined): ModelExchange {
  return {
    id,
    provider: 'anthropic',
    method: 'POST',
    url: 'http://127.0.0.1:4390/v1/messages',
    requestHeaders: { 'x-api-key': KEY_PLACEHOLDER },
    requestBody: '{"model":"claude-fixture"}',
    startedAt,
    status: 200,
    responseBody: endedAt === undefined ? '' : 'event: message_delta\ndata: {"usage":{"input_tokens":9,"output_tokens":4}}',
    ...(endedAt === undefined ? {} : { endedAt }),
  };
}

/** A tool call the model asked for, between its two turns: the MCP exchange on the http lane. */
function toolCall(): TrafficLog {
  const log = new TrafficLog({ schedule: () => undefined });
  const id = log.beginExchange({ ...begin, rpcMethod: 'tools/call', rpcId: 1, mcpName: 'add' });
  log.setState(id, { state: 'done' });
  return log;
}

const laneOf = (events: Iterable<{ lane: string; label: string }>) => [...events].filter((e) => e.lane === 'model').map((e) => e.label);

describe('the model lane beside the MCP lanes (issue 40)', () => {
  it('puts each model request on its own lane, updated as it streams and gone when the log lets it go', () => {
    const traffic = toolCall().getSnapshot();
    const store = new TimelineStore();
    const first = modelExchange(1, 1_000, undefined);
    let snapshot = store.update({ traffic, modelExchanges: [first], now: 1_100 });
    expect(snapshot.byId.get('model:1')).toMatchObject({ lane: 'model', open: true, status: 'open' });

    const done = modelExchange(1, 1_000, 1_400);
    const second = modelExchange(2, 1_500, 1_900);
    snapshot = store.update({ traffic, modelExchanges: [done, second], now: 2_000 });
    expect(snapshot.byId.get('model:1')).toMatchObject({ open: false, end: 1_400, status: 'ok' });
    expect(snapshot.byId.get('model:1')?.details).toContain('Tokens: 9 in, 4 out');
    expect(laneOf(toArray(snapshot.events))).toHaveLength(2);
    expect(snapshot.lanes.get('model')?.length).toBe(2);
    expect(toArray(snapshot.events).map((e) => e.lane)).toContain('http');

    snapshot = store.update({ traffic, modelExchanges: [second], now: 2_100 });
    expect(snapshot.byId.has('model:1')).toBe(false);
    // The incremental store and the full derivation agree.
    const full = deriveTimeline({ exchanges: traffic.exchanges, frames: traffic.frames, modelExchanges: [second], now: 2_100 });
    expect(toArray(snapshot.events).map((e) => e.id)).toEqual(full.events.map((e) => e.id));
  });

  it('replays the model requests a session file recorded', () => {
    const traffic = toolCall().getSnapshot();
    const exchanges = [modelExchange(1, 1_000, 1_400)];
    const playground = { version: 1 as const, settings: undefined, system: '', temperature: undefined, maxTokens: 256, entries: [], exchanges };
    const recorded = { exchanges: [...traffic.exchanges], frames: [...traffic.frames], server: { url: 'http://127.0.0.1/mcp', negotiation: undefined, description: undefined } };
    expect(recordedTimelineSources({ ...recorded, authSteps: [], invalidations: [], playground }).modelExchanges).toEqual(exchanges);
    expect(recordedTimelineSources(recorded).modelExchanges).toEqual([]);
  });
});
