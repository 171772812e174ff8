import { createTappedFetch } from '../../../protocol';
import { TrafficLog } from '../../../protocol';
import type { ContextInput } from '../context';
import type { Era } from '../../../protocol';

/** What a check unit test varies; the rest is a Node run with no headers. */
export interface StandIn {
  url: string;
  era: Era;
  capabilities?: Record<string, unknown>;
  /** The server stand-in (untapped; tapped here on the run's traffic log). */
  fetch: typeof fetch;
  /** A stand-in for the Host-forging fetch, when the test needs one. */
  hostFetch?: typeof fetch;
  sessionId?: string;
}

/** A check run's input against a fetch stand-in, for unit tests of one check module. */
export function standInTarget(standIn: StandIn): ContextInput {
  const traffic = new TrafficLog();
  const tap = (f: typeof fetch) => createTappedFetch(f, traffic, { secretHeaders: [] });
  return {
    url: standIn.url,
    era: standIn.era,
    protocolVersion: standIn.era === 'legacy' ? '2025-11-25' : '2026-07-28',
    environment: 'node',
    capabilities: standIn.capabilities ?? {},
    fetch: tap(standIn.fetch),
    ...(standIn.hostFetch === undefined ? {} : { hostFetch: tap(standIn.hostFetch) }),
    traffic,
    headers: {},
    sessionId: () => standIn.sessionId,
    timeoutMs: 2_000,
  };
}
