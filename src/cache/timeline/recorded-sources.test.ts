import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthStepRecorder } from '../../protocol/auth/step-recorder';
import { buildSessionFile } from '../../recording/session-file/build';
import { parseSessionFile, type ImportedSessionFile } from '../../recording/session-file/schema';
import { toArray, type TimelineEvent } from '../../recording/timeline';
import { TrafficLog } from '../../protocol/transport/tap/traffic-log';
import { InvalidationLog } from '../invalidation';
import { deriveTimeline } from './derive';
import { recordedTimelineSources } from './recorded-sources';
import { TimelineStore } from './timeline-store';

const URL_ = 'http://127.0.0.1:4999/mcp';
const URI = 'short://public/news.txt';
const begin = { method: 'POST', url: URL_, headers: [] as [string, string][], body: undefined };
const json = { status: 200, statusText: 'OK', headers: [] as [string, string][], contentType: 'application/json' };
const readKey = ['mcp', URL_, 'https://auth.test#sub:alice', 'resources/read', { uri: URI }];
const listKey = ['mcp', URL_, 'https://auth.test#sub:alice', 'resources/list', {}];

function answered(log: TrafficLog, rpcId: number, method: string, params: Record<string, unknown>, result: Record<string, unknown>): number {
  const id = log.beginExchange({ ...begin, rpcMethod: method, rpcId });
  log.addFrame({ direction: 'out', exchangeId: id, message: { jsonrpc: '2.0', id: rpcId, method, params } });
  vi.advanceTimersByTime(5);
  log.setResponse(id, json);
  log.addFrame({ direction: 'in', exchangeId: id, message: { jsonrpc: '2.0', id: rpcId, result } });
  log.setState(id, { state: 'done' });
  return id;
}

/** A signed-in session: OAuth steps, a list and a read, a user Refresh, an update notification, a reconnect. */
function liveSession() {
  const log = new TrafficLog({ schedule: () => undefined });
  const invalidations = new InvalidationLog({ schedule: () => undefined });
  const steps = new AuthStepRecorder({ serverUrl: URL_ });
  steps.add({ kind: 'challenge', title: 'Server asks for authorization (401)', status: 'ok', request: { method: 'POST', url: URL_, headers: [] }, response: { status: 401, headers: [] } });
  vi.advanceTimersByTime(10);
  steps.add({ kind: 'resource-metadata', status: 'ok', request: { method: 'GET', url: 'http://127.0.0.1:4999/.well-known/oauth-protected-resource', headers: [] }, response: { status: 200, headers: [] } });
  vi.advanceTimersByTime(10);
  steps.add({ kind: 'token', status: 'ok', request: { method: 'POST', url: 'https://auth.test/token', headers: [] }, response: { status: 200, headers: [] } });
  vi.advanceTimersByTime(10);
  steps.add({ kind: 'refresh', status: 'failed', request: { method: 'POST', url: 'https://auth.test/token', headers: [] }, response: { status: 400, headers: [] }, explanation: 'Token refresh answered HTTP 400.' });
  answered(log, 1, 'resources/list', {}, { resources: [], ttlMs: 60_000 });
  answered(log, 2, 'resources/read', { uri: URI }, { contents: [], ttlMs: 60_000 });
  vi.advanceTimersByTime(100);
  invalidations.record({ cause: 'user', detail: 'Refresh in the Resources panel', keys: [listKey] });
  answered(log, 3, 'resources/list', {}, { resources: [], ttlMs: 60_000 });
  vi.advanceTimersByTime(100);
  const stream = log.beginExchange({ ...begin, method: 'GET', rpcMethod: undefined, rpcId: undefined });
  log.setResponse(stream, { ...json, contentType: 'text/event-stream' });
  log.setState(stream, { state: 'streaming' });
  log.addFrame({ direction: 'in', exchangeId: stream, message: { jsonrpc: '2.0', method: 'notifications/resources/updated', params: { uri: URI } } });
  invalidations.record({ cause: 'notification', detail: `notifications/resources/updated ${URI}`, notification: { method: 'notifications/resources/updated', uri: URI }, keys: [readKey] });
  vi.advanceTimersByTime(100);
  log.annotate(stream, 'reconnected');
  invalidations.record({ cause: 'reconnect', detail: 'Reconnected: changes during the gap may have been missed.', keys: [readKey, listKey] });
  return { log, invalidations, steps };
}

function exportedAndImported(live: ReturnType<typeof liveSession>): ImportedSessionFile {
  const file = buildSessionFile({ url: URL_, negotiation: undefined, description: undefined, traffic: live.log.getSnapshot(), now: new Date(), authSteps: live.steps.getSnapshot(), invalidations: live.invalidations.getSnapshot() });
  const parsed = parseSessionFile(JSON.stringify(file));
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.file;
}

function replayed(file: ImportedSessionFile, now: number): readonly TimelineEvent[] {
  const sources = recordedTimelineSources(file);
  const traffic = { exchanges: sources.exchanges, frames: sources.frames, droppedExchanges: 0 };
  return toArray(new TimelineStore().update({ traffic, authSteps: sources.authSteps, invalidations: sources.invalidations, now }).events);
}

const marks = (events: readonly TimelineEvent[]) => events.filter((e) => e.lane === 'auth' || e.id.startsWith('cache-inv:') || e.id.startsWith('note:')).map((e) => `${e.lane} ${e.label}`);

describe('the recorded timeline of an imported session (version 3)', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());

  it('round-trips export → import to the same events as live: auth steps, invalidations with their causes, links', () => {
    const live = liveSession();
    const snapshot = live.log.getSnapshot();
    const now = Date.now();
    const expected = toArray(deriveTimeline({ exchanges: snapshot.exchanges, frames: snapshot.frames, invalidations: live.invalidations.getSnapshot(), authSteps: live.steps.getSnapshot(), now }).events);
    const imported = replayed(exportedAndImported(live), now);

    expect(marks(expected)).toEqual([
      'auth Server asks for authorization (401) · ok',
      'auth Protected resource metadata · ok',
      'auth Token · ok',
      'auth Token refresh · failed',
      'cache resources/list first page invalidated (user): Refresh in the Resources panel',
      `cache resources/read ${URI} invalidated (notification): notifications/resources/updated ${URI}`,
      // The session's note on the exchange it renewed or reconnected over shares the auth lane.
      'auth reconnected (GET)',
      'cache resources/list first page invalidated (reconnect): Reconnected: changes during the gap may have been missed.',
      `cache resources/read ${URI} invalidated (reconnect): Reconnected: changes during the gap may have been missed.`,
    ]);
    // Every event, not only the marks: spans cut short by the Refresh, the notification's links, the note.
    expect(imported).toEqual(expected);
    const tick = imported.find((e) => e.lane === 'notification');
    expect(tick?.links).toEqual([`cache-inv:2:resources/read ${URI}`]);
  });

  it('imports a version 2 file (no auth steps, no invalidations) and implies its invalidations from notifications', () => {
    const live = liveSession();
    const { authSteps: _a, invalidations: _i, ...v3 } = exportedAndImported(live);
    const parsed = parseSessionFile(JSON.stringify({ ...v3, version: 2 }));
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.file.version).toBe(2);
    expect(recordedTimelineSources(parsed.file).invalidations).toBeUndefined();
    expect(marks(replayed(parsed.file, Date.now()))).toEqual([`cache resources/read ${URI} invalidated (notification): notifications/resources/updated ${URI}`, 'auth reconnected (GET)']);
  });
});
