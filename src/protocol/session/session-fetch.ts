import { routeThroughSse, type SseRoute } from '../transport/sse-raw-fetch';
import { createTappedFetch } from '../transport/tap/fetch-tap';
import type { TrafficLog } from '../transport/tap/traffic-log';
import type { SessionOptions } from './session-options';

/** The fetches a session sends through: every one tapped, and routed onto an HTTP+SSE session's stream while it runs. */
export interface SessionFetches {
  /** The SDK's transport and the failure probes: the session's traffic log, its server tag. */
  tapped: typeof fetch;
  /** `tapped`, with raw JSON-RPC POSTs sent on the session while it runs over HTTP+SSE. */
  routed: typeof fetch;
  /** `routed`, recorded in another log: a load run's requests must not evict what the user reads, nor look like this session's failures. */
  loggedTo: (traffic: TrafficLog) => typeof fetch;
}

export function sessionFetches(options: Pick<SessionOptions, 'fetch' | 'secretHeaders'>, traffic: TrafficLog, route: SseRoute): SessionFetches {
  const base: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const secretHeaders = options.secretHeaders ?? [];
  const tapped = createTappedFetch(base, traffic, { secretHeaders, server: route.url });
  return {
    tapped,
    routed: routeThroughSse(tapped, route),
    loggedTo: (other) => routeThroughSse(createTappedFetch(base, other, { secretHeaders }), route),
  };
}
