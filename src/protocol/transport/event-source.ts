import { onDemand } from '../../lib/on-demand';

/**
 * The `eventsource` package, loaded when the HTTP+SSE transport (2024-11-05) is first wanted. The
 * SDK client's one module imports it statically for its SSEClientTransport, so it came with every
 * page although only a server that speaks the old transport uses it (1.3 KiB of gzip by
 * "connected"). The build (scripts/event-source-on-demand.ts) resolves the SDK's import to the
 * stand-in below, and this module's own `import('eventsource')` to the package the SDK resolves.
 * Without that plugin (the dev server, Node, the tests) the SDK keeps its own import and the load
 * below only fetches what is there already.
 */
type EventSourceModule = typeof import('eventsource');

const eventSource = onDemand((): Promise<EventSourceModule> => import('eventsource'));

/**
 * Loads the package before an HTTP+SSE transport is made: the SDK constructs the EventSource
 * synchronously when the transport starts. A failed load is forgotten, so the next connect tries again.
 */
export function loadEventSource(): Promise<EventSourceModule> {
  return eventSource.load();
}

/**
 * What the SDK client constructs in the build (`new EventSource(url, init)`): the package's
 * EventSource, once `loadEventSource` has brought it. A function rather than a class, since a
 * function that returns an object makes `new` return that object, the package's own instance.
 */
export function EventSource(url: string | URL, init?: ConstructorParameters<EventSourceModule['EventSource']>[1]): InstanceType<EventSourceModule['EventSource']> {
  const loaded = eventSource.loaded();
  if (loaded === undefined) throw new Error('The HTTP+SSE transport started before its EventSource loaded (loadEventSource).');
  return new loaded.EventSource(url, init);
}
