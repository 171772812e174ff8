import { describe, expect, it, vi } from 'vitest';
import { createTappedFetch } from './fetch-tap';
import { TrafficLog } from './traffic-log';

const URL_ = 'http://127.0.0.1:9/mcp';
const rpcBody = JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'echo' } });
const postInit = (extra: RequestInit = {}): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', Authorization: 'Bearer s3cret', 'Mcp-Method': 'tools/call', 'Mcp-Name': 'echo', 'X-Key': 'k' },
  body: rpcBody,
  ...extra,
});

function setup(base: typeof fetch) {
  const log = new TrafficLog();
  const tapped = createTappedFetch(base, log, { secretHeaders: ['x-key'] });
  const only = () => {
    const ex = log.getSnapshot().exchanges[0];
    if (ex === undefined) throw new Error('no exchange recorded');
    return ex;
  };
  return { log, tapped, only };
}

/** An SSE body the test writes to chunk by chunk; it stays open until closed. */
function sseStream() {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const stream = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const enc = new TextEncoder();
  return {
    stream,
    write: (text: string) => controller?.enqueue(enc.encode(text)),
    close: () => controller?.close(),
    error: (reason: unknown) => controller?.error(reason),
  };
}

/** A response the browser reached by following redirects to `url`. */
function redirectedResponse(url: string): Response {
  const response = new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } });
  Object.defineProperties(response, { redirected: { value: true }, url: { value: url } });
  return response;
}

describe('createTappedFetch', () => {
  it('records where followed redirects ended, and decodes a proxy address to the upstream URL', async () => {
    const direct = setup(() => Promise.resolve(redirectedResponse(`${URL_}/`)));
    await direct.tapped(URL_, postInit());
    await vi.waitFor(() => expect(direct.only().state).toBe('done'));
    expect(direct.only().response?.redirectedTo).toBe(`${URL_}/`);

    const proxied = setup(() => Promise.resolve(redirectedResponse(`http://127.0.0.1:6280/.mcp-console/proxy?target=${encodeURIComponent(`${URL_}/`)}`)));
    await proxied.tapped(URL_, postInit());
    await vi.waitFor(() => expect(proxied.only().state).toBe('done'));
    expect(proxied.only().response?.redirectedTo).toBe(`${URL_}/`);

    const plain = setup(() => Promise.resolve(new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } })));
    await plain.tapped(URL_, postInit());
    await vi.waitFor(() => expect(plain.only().state).toBe('done'));
    expect(plain.only().response).not.toHaveProperty('redirectedTo');
  });

  it('records a JSON exchange with redacted headers, bodies and frames both ways', async () => {
    const reply = JSON.stringify({ jsonrpc: '2.0', id: 3, result: { content: [] } });
    const { tapped, only, log } = setup(() =>
      Promise.resolve(new Response(reply, { status: 200, headers: { 'Content-Type': 'application/json', 'Mcp-Session-Id': 'abc' } })),
    );
    const res = await tapped(URL_, postInit());
    expect(await res.json()).toEqual(JSON.parse(reply));
    await vi.waitFor(() => expect(only().state).toBe('done'));
    const ex = only();
    expect(ex.request.method).toBe('POST');
    expect(ex.request.url).toBe(URL_);
    expect(ex.request.headers).toContainEqual(['authorization', '[redacted]']);
    expect(ex.request.headers).toContainEqual(['x-key', '[redacted]']);
    expect(ex.request.headers).toContainEqual(['mcp-method', 'tools/call']);
    expect(ex.request.body?.text).toBe(rpcBody);
    expect(ex).toMatchObject({ rpcMethod: 'tools/call', rpcId: 3, mcpMethod: 'tools/call', mcpName: 'echo' });
    expect(ex.response).toMatchObject({ status: 200, contentType: 'application/json', body: { text: reply } });
    expect(ex.response?.headers).toContainEqual(['mcp-session-id', 'abc']);
    expect(ex.headersMs).toBeGreaterThanOrEqual(0);
    expect(ex.durationMs).toBeGreaterThanOrEqual(0);
    const frames = log.getSnapshot().frames;
    expect(frames.map((f) => [f.direction, f.kind, f.exchangeId])).toEqual([
      ['out', 'request', ex.id],
      ['in', 'result', ex.id],
    ]);
    expect(frames[1]?.requestFrameId).toBe(frames[0]?.id);
  });

  it('hands SSE responses to the caller immediately and logs events as they arrive', async () => {
    const sse = sseStream();
    const { tapped, only, log } = setup(() =>
      Promise.resolve(new Response(sse.stream, { status: 200, headers: { 'Content-Type': 'text/event-stream' } })),
    );
    const res = await tapped(URL_, postInit());
    expect(only().state).toBe('streaming');
    sse.write('event: message\nid: e1\ndata: {"jsonrpc":"2.0","method":"notifications/progress","params":{}}\n\n');
    await vi.waitFor(() => expect(only().sse).toHaveLength(1));
    expect(only().sse[0]).toMatchObject({ event: 'message', id: 'e1' });
    expect(log.getSnapshot().frames.at(-1)).toMatchObject({ direction: 'in', kind: 'notification' });
    expect(only().state).toBe('streaming');

    sse.write(': ping\n\ndata: {"jsonrpc":"2.0","id":3,"result":{}}\n\n');
    sse.close();
    await vi.waitFor(() => expect(only().state).toBe('done'));
    expect(only().sse.map((e) => e.id)).toEqual(['e1', undefined]);
    expect(log.getSnapshot().frames.at(-1)).toMatchObject({ kind: 'result', rpcId: 3 });
    // The SDK's branch still carries every byte.
    expect(await res.text()).toContain('"id":3');
  });

  it('records a rejected fetch as failed with the error text and rethrows it', async () => {
    const { tapped, only } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(tapped(URL_, postInit())).rejects.toThrow('Failed to fetch');
    expect(only()).toMatchObject({ state: 'failed', error: 'TypeError: Failed to fetch', response: undefined });
  });

  it('records an aborted request as aborted', async () => {
    const controller = new AbortController();
    const { tapped, only } = setup(
      (_input, init) =>
        new Promise<Response>((_resolve, reject) => {
          const abort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
          if (init?.signal?.aborted === true) abort();
          init?.signal?.addEventListener('abort', abort);
        }),
    );
    const pending = tapped(URL_, postInit({ signal: controller.signal }));
    controller.abort();
    await expect(pending).rejects.toThrow('aborted');
    expect(only().state).toBe('aborted');
  });

  it('marks a stream that errors after an abort as aborted', async () => {
    const controller = new AbortController();
    const sse = sseStream();
    // Like a real fetch, aborting the signal errors the body stream.
    const { tapped, only } = setup((_input, init) => {
      init?.signal?.addEventListener('abort', () => sse.error(new DOMException('The operation was aborted.', 'AbortError')));
      return Promise.resolve(new Response(sse.stream, { headers: { 'Content-Type': 'text/event-stream' } }));
    });
    const res = await tapped(URL_, postInit({ signal: controller.signal }));
    sse.write('data: {"jsonrpc":"2.0","method":"notifications/resources/updated","params":{"uri":"a"}}\n\n');
    await vi.waitFor(() => expect(only().sse).toHaveLength(1));
    controller.abort();
    await vi.waitFor(() => expect(only().state).toBe('aborted'));
    await expect(res.text()).rejects.toThrow();
  });

  it('a stream closed by the client after its response arrived is done, with no error', async () => {
    const controller = new AbortController();
    const sse = sseStream();
    const { tapped, only } = setup((_input, init) => {
      init?.signal?.addEventListener('abort', () => sse.error(new DOMException('This operation was aborted', 'AbortError')));
      return Promise.resolve(new Response(sse.stream, { headers: { 'Content-Type': 'text/event-stream' } }));
    });
    await tapped(URL_, postInit({ signal: controller.signal }));
    // A response to another id does not finish this exchange; the one for id 3 does.
    sse.write('data: {"jsonrpc":"2.0","id":4,"result":{}}\n\ndata: {"jsonrpc":"2.0","id":3,"result":{"content":[]}}\n\n');
    await vi.waitFor(() => expect(only().sse).toHaveLength(2));
    controller.abort();
    await vi.waitFor(() => expect(only().state).toBe('done'));
    expect(only().error).toBeUndefined();
    expect(only().response?.status).toBe(200);
  });

  it('records HTTP errors with their body and an empty 202', async () => {
    const { tapped, log } = setup((_input, init) =>
      Promise.resolve(
        init?.method === 'DELETE' ? new Response(null, { status: 202 }) : new Response('Not here', { status: 404, statusText: 'Not Found' }),
      ),
    );
    const res = await tapped(URL_, postInit());
    expect(res.status).toBe(404);
    await tapped(new URL(URL_), { method: 'DELETE' });
    await vi.waitFor(() => expect(log.getSnapshot().exchanges.map((e) => e.state)).toEqual(['done', 'done']));
    const [notFound, accepted] = log.getSnapshot().exchanges;
    expect(notFound?.response).toMatchObject({ status: 404, statusText: 'Not Found', body: { text: 'Not here' } });
    expect(accepted?.response).toMatchObject({ status: 202, body: undefined });
    expect(accepted?.request.method).toBe('DELETE');
  });

  it('reads method, headers and body from a Request object', async () => {
    const { tapped, only } = setup(() => Promise.resolve(new Response('{}', { headers: { 'Content-Type': 'application/json' } })));
    await tapped(new Request(URL_, postInit()));
    expect(only().request).toMatchObject({ method: 'POST', body: { text: rpcBody } });
    expect(only().rpcMethod).toBe('tools/call');
  });

  it('reads a JSON body once for log and caller, and logs a body that breaks mid-way as failed', async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"jsonrpc":"2.0","id":3,'));
        controller.error(new TypeError('terminated'));
      },
    });
    const { tapped, only } = setup(() => Promise.resolve(new Response(stream, { headers: { 'Content-Type': 'application/json' } })));
    const res = await tapped(URL_, postInit());
    expect(res.status).toBe(200);
    await expect(res.json()).rejects.toThrow('terminated');
    await vi.waitFor(() => expect(only().state).toBe('failed'));
    expect(only().error).toContain('terminated');
  });
});

