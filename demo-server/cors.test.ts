import { describe, expect, it } from 'vitest';
import { withCors } from './cors.js';

const ORIGIN = 'http://localhost:5173';

describe('withCors', () => {
  it('keeps a streaming body flowing while adding headers', async () => {
    const encoder = new TextEncoder();
    let push: ((chunk: string) => void) | undefined;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (chunk) => controller.enqueue(encoder.encode(chunk));
      },
    });
    const handler = withCors(() => Promise.resolve(new Response(body, { headers: { 'content-type': 'text/event-stream' } })));
    const response = await handler(new Request('http://127.0.0.1/mcp', { method: 'POST', headers: { origin: ORIGIN } }));
    expect(response.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const reader = response.body?.getReader();
    push?.('data: first\n\n');
    // The first event is readable before the stream ends: nothing buffered the body.
    const first = await reader?.read();
    expect(new TextDecoder().decode(first?.value)).toBe('data: first\n\n');
    await reader?.cancel();
  });

  it('answers a preflight without calling the wrapped handler', async () => {
    const handler = withCors(() => Promise.reject(new Error('must not be called')));
    const response = await handler(new Request('http://127.0.0.1/mcp', { method: 'OPTIONS' }));
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toContain('mcp-protocol-version');
  });
});
