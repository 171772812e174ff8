import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { IncomingMessage } from 'node:http';

/** The response body as a web stream; cancelling it (a reader done early) closes the connection. */
function bodyOf(res: IncomingMessage): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      res.on('data', (chunk: Buffer) => controller.enqueue(new Uint8Array(chunk)));
      res.on('end', () => controller.close());
      res.on('error', (error) => controller.error(error));
      // An aborted request may close the response without 'end' or 'error'; a reader must not wait forever.
      res.on('close', () => {
        if (!res.complete) controller.error(new Error('the connection closed before the response ended'));
      });
    },
    cancel() {
      res.destroy();
    },
  });
}

/**
 * A fetch that sends the `Host` header it is given. Fetch (undici included) treats
 * Host as forbidden and rewrites it, so a DNS-rebinding probe (a foreign Host) needs
 * node:http underneath. Node only; the browser cannot forge Host at all.
 */
export const hostFetch: typeof fetch = (input, init) =>
  new Promise<Response>((resolve, reject) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers = new Headers(init?.headers);
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(url, { method: init?.method ?? 'GET', headers: Object.fromEntries(headers), signal: init?.signal ?? undefined }, (res) => {
      const responseHeaders = new Headers();
      for (const [name, value] of Object.entries(res.headers)) {
        if (typeof value === 'string') responseHeaders.set(name, value);
        else if (Array.isArray(value)) for (const v of value) responseHeaders.append(name, v);
      }
      const status = res.statusCode ?? 500;
      const nullBody = status === 204 || status === 304;
      if (nullBody) res.resume();
      // Resolved at the headers, the body streamed: an SSE stream (a GET of an HTTP+SSE endpoint) never ends by itself.
      resolve(new Response(nullBody ? null : bodyOf(res), { status, headers: responseHeaders }));
    });
    req.on('error', reject);
    if (typeof init?.body === 'string') req.write(init.body);
    req.end();
  });
