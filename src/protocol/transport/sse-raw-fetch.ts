import { parseJSONRPCMessage, type JSONRPCMessage } from '@modelcontextprotocol/client';
import type { InboundMessages } from './inbound-messages';

/** What raw requests need of an HTTP+SSE session: where it lives and how to send on it. */
export interface SseRoute {
  url: string;
  /** The connected HTTP+SSE transport's `send`, or undefined while there is none. */
  send: () => ((message: JSONRPCMessage) => Promise<void>) | undefined;
  inbound: InboundMessages;
}

/**
 * The session's raw fetch for an HTTP+SSE server. Raw requests (QA checks, snapshots, task
 * polls) are written for Streamable HTTP: one POST to the server URL, the reply in its body.
 * On HTTP+SSE that URL only serves the GET stream, so a JSON-RPC POST to it is sent on the
 * session instead (a POST to the endpoint the stream named, tapped like every POST) and its
 * reply, read off the stream, is handed back as a JSON response. Anything else goes out as is.
 */
export function routeThroughSse(base: typeof fetch, route: SseRoute): typeof fetch {
  return async (input, init) => {
    const send = route.send();
    const message = send === undefined || init?.method !== 'POST' || !sameUrl(requestUrl(input), route.url) ? undefined : parseMessage(init.body);
    if (send === undefined || message === undefined) return base(input, init);
    const id = 'id' in message && 'method' in message ? message.id : undefined;
    if (id === undefined) {
      await send(message);
      return new Response(null, { status: 202 });
    }
    const reply = awaitReply(route.inbound, id, init?.signal ?? undefined);
    // An abort while the POST is still going rejects the reply before it is awaited below: that is not an unhandled rejection.
    reply.promise.catch(() => undefined);
    try {
      await send(message);
    } catch (err) {
      reply.cancel();
      throw err;
    }
    const answer = await reply.promise;
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  };
}

function awaitReply(inbound: InboundMessages, id: string | number, signal: AbortSignal | undefined): { promise: Promise<JSONRPCMessage>; cancel: () => void } {
  let stop = (): void => undefined;
  const promise = new Promise<JSONRPCMessage>((resolve, reject) => {
    const onAbort = (): void => {
      stop();
      reject(signal?.reason instanceof Error ? signal.reason : new DOMException('The operation was aborted.', 'AbortError'));
    };
    const unsubscribe = inbound.subscribe((message) => {
      if ('id' in message && message.id === id && !('method' in message)) {
        stop();
        resolve(message);
      }
    });
    stop = () => {
      unsubscribe();
      signal?.removeEventListener('abort', onAbort);
    };
    if (signal?.aborted === true) onAbort();
    else signal?.addEventListener('abort', onAbort, { once: true });
  });
  return { promise, cancel: () => stop() };
}

function parseMessage(body: BodyInit | null | undefined): JSONRPCMessage | undefined {
  if (typeof body !== 'string') return undefined;
  try {
    return parseJSONRPCMessage(JSON.parse(body));
  } catch {
    return undefined;
  }
}

function requestUrl(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

function sameUrl(a: string, b: string): boolean {
  try {
    return new URL(a).href === new URL(b).href;
  } catch {
    return a === b;
  }
}
