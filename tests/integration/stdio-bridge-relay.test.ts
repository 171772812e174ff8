import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fixtureSpec, MODERN_META, post, sseMessages, startBridge } from './stdio-bridge-harness';

let bridge: Awaited<ReturnType<typeof startBridge>>;
beforeAll(async () => {
  bridge = await startBridge(fixtureSpec('relay'));
});
afterAll(async () => {
  await bridge.close();
});

const listen = (id: number) => ({ jsonrpc: '2.0', id, method: 'subscriptions/listen', params: { notifications: { resourceSubscriptions: ['file:///project/notes.md'] }, _meta: MODERN_META } });
const toChild = (): number => bridge.host.frameCounts('relay')?.toChild ?? -1;

/** Reads an SSE answer as it streams: `until` resolves once the messages so far satisfy it. */
function sseReader(response: Response): { until(done: (messages: unknown[]) => boolean): Promise<unknown[]> } {
  const reader = response.body?.getReader();
  if (reader === undefined) throw new Error('no body');
  const decoder = new TextDecoder();
  let text = '';
  const messages = (): unknown[] => text.split('\n\n').flatMap((event) => event.split('\n').filter((l) => l.startsWith('data: ')).map((l): unknown => JSON.parse(l.slice(6))));
  return {
    async until(done) {
      while (!done(messages())) {
        const chunk = await reader.read();
        if (chunk.done) break;
        text += decoder.decode(chunk.value, { stream: true });
      }
      return messages();
    },
  };
}

describe('the relay (0031 Relaying frames)', () => {
  it('routes a listen stream’s notifications to it by subscription id, refuses its id again with 409, and cancels it on stdio when the page closes it', async () => {
    const abort = new AbortController();
    const stream = await fetch(bridge.url, { method: 'POST', headers: { ...bridge.headers, 'content-type': 'application/json', accept: 'text/event-stream' }, body: JSON.stringify(listen(7)), signal: abort.signal });
    expect(stream.headers.get('content-type')).toBe('text/event-stream');
    const listened = sseReader(stream);
    const acked = await listened.until((m) => m.length >= 1);
    expect(acked[0]).toMatchObject({ method: 'notifications/subscriptions/acknowledged', params: { _meta: { 'io.modelcontextprotocol/subscriptionId': 7 } } });

    const twin = await post(bridge.url, listen(7), bridge.headers);
    expect(twin.status).toBe(409);

    const call = await post(bridge.url, { jsonrpc: '2.0', id: 8, method: 'tools/call', params: { name: 'append-note', arguments: { note: 'n' }, _meta: MODERN_META } }, bridge.headers);
    // The call's own stream carries only its response; the update went to the listen stream.
    expect(await sseMessages(call)).toMatchObject([{ id: 8, result: { content: [{ text: 'Appended note 1' }] } }]);
    const updates = await listened.until((m) => m.length >= 2);
    expect(updates[1]).toMatchObject({ method: 'notifications/resources/updated', params: { uri: 'file:///project/notes.md', _meta: { 'io.modelcontextprotocol/subscriptionId': 7 } } });

    const before = toChild();
    abort.abort();
    await vi.waitFor(() => expect(toChild()).toBe(before + 1), { timeout: 10_000 });
    // id 7 is free again once its cancellation was written.
    const reopened = await fetch(bridge.url, { method: 'POST', headers: { ...bridge.headers, 'content-type': 'application/json' }, body: JSON.stringify(listen(7)) });
    expect(reopened.status).toBe(200);
    await reopened.body?.cancel();
  });

  it('answers notifications with 202, refuses batches and non-JSON-RPC bodies with 400', async () => {
    expect((await post(bridge.url, { jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 999 } }, bridge.headers)).status).toBe(202);
    const batch = await post(bridge.url, [{ jsonrpc: '2.0', id: 1, method: 'ping' }], bridge.headers);
    expect(batch.status).toBe(400);
    expect(JSON.stringify(await batch.json())).toContain('batches are not supported');
    expect((await post(bridge.url, { hello: 'world' }, bridge.headers)).status).toBe(400);
    const notJson = await fetch(bridge.url, { method: 'POST', headers: bridge.headers, body: '{' });
    expect(await notJson.json()).toMatchObject({ error: { code: -32700 } });
  });

  it('streams the process state and the kept output lines on the events endpoint', async () => {
    const events = await fetch(bridge.url.replace(/mcp$/, 'events'), { headers: bridge.headers });
    const reader = events.body?.getReader();
    if (reader === undefined) throw new Error('no body');
    let text = '';
    while (!text.includes('stdio fixture ready')) {
      const { value, done } = await reader.read();
      if (done) break;
      text += new TextDecoder().decode(value);
    }
    await reader.cancel();
    const [first, ...rest] = text.split('\n\n');
    expect(first).toMatch(/^event: state\ndata: \{"running":true,"pid":\d+,"startedAt":\d+,"spawns":1,"exit":null\}$/);
    expect(rest.find((e) => e.includes('stdio fixture ready'))).toMatch(/^event: output\ndata: \{"seq":\d+,"at":\d+,"stream":"stderr","text":"stdio fixture ready \(pid \d+\)"\}$/);
  });
});
