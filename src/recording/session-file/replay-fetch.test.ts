import { describe, expect, it } from 'vitest';
import { createSseParser, type ParsedSseEvent } from '../../protocol/transport/tap/sse-parser';
import type { HttpExchange, RpcFrame, SseEvent } from '../../protocol/model/types';
import { createReplayFetch } from './replay-fetch';
import type { ImportedSessionFile } from './schema';

const URL_ = 'https://mcp.example/mcp';
const call = { name: 'slow', arguments: { steps: 2 } };
const answer = { jsonrpc: '2.0', id: 7, result: { content: [{ type: 'text', text: 'done' }] } };
const progress = { jsonrpc: '2.0', method: 'notifications/progress', params: { progressToken: 'old-token', progress: 1, total: 2 } };

function exchange(id: number, sse: SseEvent[], contentType: string, body?: string): HttpExchange {
  const request = { jsonrpc: '2.0', id: 7, method: 'tools/call', params: { ...call, _meta: { progressToken: 'old-token' } } };
  return {
    id,
    startedAt: 0,
    headersMs: 1,
    durationMs: 2,
    state: 'done',
    request: { method: 'POST', url: URL_, headers: [], body: { text: JSON.stringify(request), bytes: 1, truncated: false } },
    response: { status: 200, statusText: 'OK', headers: [['content-type', contentType]], contentType, body: body === undefined ? undefined : { text: body, bytes: 1, truncated: false } },
    sse,
    error: undefined,
    rpcMethod: 'tools/call',
    rpcId: 7,
    mcpMethod: 'tools/call',
    mcpName: 'slow',
  };
}

function answerFrame(exchangeId: number): RpcFrame {
  return { id: 1, at: 0, direction: 'in', kind: 'result', rpcId: 7, method: undefined, exchangeId, requestFrameId: undefined, message: answer };
}

function recording(exchanges: HttpExchange[], frames: RpcFrame[] = []): ImportedSessionFile {
  return { format: 'mcp-console-session', version: 1, exportedAt: '2026-07-28T00:00:00Z', server: { url: URL_, negotiation: undefined, description: undefined }, exchanges, frames, cacheHints: [] };
}

function replayCall(file: ImportedSessionFile): Promise<Response> {
  const body = { jsonrpc: '2.0', id: 42, method: 'tools/call', params: { ...call, _meta: { progressToken: 'new-token' } } };
  return createReplayFetch(file)(URL_, { method: 'POST', body: JSON.stringify(body) });
}

async function eventsOf(response: Response): Promise<ParsedSseEvent[]> {
  const events: ParsedSseEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  parser.feed(await response.text());
  parser.end();
  return events;
}

describe('replaying a recorded SSE answer', () => {
  it('serves it as text/event-stream with the recorded events, re-addressed to the new request', async () => {
    const sse: SseEvent[] = [
      { at: 1, event: undefined, id: 'e1', data: JSON.stringify(progress) },
      { at: 2, event: 'message', id: 'e2', data: JSON.stringify(answer) },
    ];
    const response = await replayCall(recording([exchange(3, sse, 'text/event-stream')], [answerFrame(3)]));
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const events = await eventsOf(response);
    expect(events.map((e) => [e.id, e.event])).toEqual([
      ['e1', undefined],
      ['e2', 'message'],
    ]);
    expect(JSON.parse(events[0]?.data ?? '')).toEqual({ ...progress, params: { ...progress.params, progressToken: 'new-token' } });
    expect(JSON.parse(events[1]?.data ?? '')).toEqual({ ...answer, id: 42 });
  });

  it('keeps multi-line event data intact', async () => {
    const pretty = JSON.stringify(answer, null, 2);
    const response = await replayCall(recording([exchange(3, [{ at: 1, event: undefined, id: undefined, data: pretty }], 'text/event-stream')], [answerFrame(3)]));
    const events = await eventsOf(response);
    expect(events).toHaveLength(1);
    expect(JSON.parse(events[0]?.data ?? '')).toEqual({ ...answer, id: 42 });
  });

  it('still ends with the answer when the capture lost its event', async () => {
    const sse: SseEvent[] = [{ at: 1, event: undefined, id: undefined, data: JSON.stringify(progress) }];
    const events = await eventsOf(await replayCall(recording([exchange(3, sse, 'text/event-stream')], [answerFrame(3)])));
    expect(events).toHaveLength(2);
    expect(JSON.parse(events[1]?.data ?? '')).toEqual({ ...answer, id: 42 });
  });

  it('serves a recorded JSON answer as JSON', async () => {
    const response = await replayCall(recording([exchange(3, [], 'application/json', JSON.stringify(answer))]));
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual({ ...answer, id: 42 });
  });
});
