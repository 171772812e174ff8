import { describe, expect, it } from 'vitest';
import { BufferedResponse, canBuffer, readBody } from './buffered-response';

const JSON_HEADERS = { 'Content-Type': 'application/json', 'Mcp-Session-Id': 's1' };

function buffered(text: string, init: ResponseInit = { status: 200, headers: JSON_HEADERS }) {
  const source = new Response(text, init);
  return { source, response: new BufferedResponse(source, readBody(source)) };
}

/** A body that sends `first` and then fails, like a connection dropped mid-response. */
function failingSource(first: string): Response {
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(first));
      controller.error(new TypeError('terminated'));
    },
  });
  return new Response(stream, { status: 200, headers: JSON_HEADERS });
}

describe('BufferedResponse', () => {
  it('keeps the head of the original response', () => {
    const { source, response } = buffered('{}', { status: 404, statusText: 'Not Found', headers: JSON_HEADERS });
    expect(response.status).toBe(404);
    expect(response.ok).toBe(false);
    expect(response.statusText).toBe('Not Found');
    expect(response.headers).toBe(source.headers);
    expect(response.headers.get('mcp-session-id')).toBe('s1');
    expect(response.url).toBe(source.url);
    expect(response.type).toBe(source.type);
  });

  it('answers json, text, bytes and the body stream from the bytes read once', async () => {
    const text = '{"jsonrpc":"2.0","id":1,"result":{"text":"grüße 😀"}}';
    expect(await buffered(text).response.json()).toEqual(JSON.parse(text));
    expect(await buffered(text).response.text()).toBe(text);
    expect(new TextDecoder().decode(await buffered(text).response.bytes())).toBe(text);
    expect(new TextDecoder().decode(await buffered(text).response.arrayBuffer())).toBe(text);
    expect(await new Response(buffered(text).response.body).text()).toBe(text);
  });

  it('can be read once, like any response, but cloned before that', async () => {
    const { response } = buffered('{"a":1}');
    const copy = response.clone();
    expect(response.bodyUsed).toBe(false);
    expect(await response.json()).toEqual({ a: 1 });
    expect(response.bodyUsed).toBe(true);
    await expect(response.text()).rejects.toThrow(TypeError);
    expect(() => response.clone()).toThrow(TypeError);
    expect(await copy.text()).toBe('{"a":1}');
  });

  it('parses the body once for the tap and the first json(); a clone parses its own', async () => {
    const source = new Response('{"jsonrpc":"2.0","id":1,"result":{"resources":[]}}', { status: 200, headers: JSON_HEADERS });
    const body = readBody(source);
    const response = new BufferedResponse(source, body);
    const copy = response.clone();
    const tapped = (await body).json.value();
    const first: unknown = await response.json();
    expect(first).toBe(tapped);
    const second: unknown = await copy.json();
    expect(second).toEqual(first);
    expect(second).not.toBe(first);
  });

  it('looking at body does not consume it', async () => {
    const { response } = buffered('{"a":1}');
    expect(response.body).not.toBeNull();
    expect(await response.json()).toEqual({ a: 1 });
  });

  it('rejects reads of a body that failed mid-way with the network error', async () => {
    const source = failingSource('{"jsonrpc":');
    const response = new BufferedResponse(source, readBody(source));
    await expect(response.json()).rejects.toThrow('terminated');
  });

  it('rejects json() of a truncated body with a SyntaxError, as Response does', async () => {
    await expect(buffered('{"jsonrpc":"2.0",').response.json()).rejects.toThrow(SyntaxError);
  });
});

describe('canBuffer', () => {
  it('buffers finite JSON bodies only', () => {
    const ok = new Response('{}', { headers: JSON_HEADERS });
    expect(canBuffer(ok, 'application/json')).toBe(true);
    expect(canBuffer(ok, 'application/json; charset=utf-8')).toBe(true);
    expect(canBuffer(ok, 'text/event-stream')).toBe(false);
    expect(canBuffer(ok, 'text/html')).toBe(false);
    expect(canBuffer(ok, undefined)).toBe(false);
    expect(canBuffer(new Response(null, { status: 202 }), 'application/json')).toBe(false);
    expect(canBuffer(new Response('{}', { status: 307, headers: { location: '/x' } }), 'application/json')).toBe(false);
  });
});
