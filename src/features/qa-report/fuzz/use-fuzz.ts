import { useCallback } from 'react';
import { sessionTransport, type ReproContext } from '../../../qa/fuzz';
import type { McpSession } from '../../../protocol';
import { useStore } from '../../../hooks/use-store';
import { fuzzStoreFor, type FuzzSettings, type FuzzState, type FuzzStore } from './fuzz-store';

/** tools/list gets at least this long whatever the per-call timeout: the list is not what is fuzzed. */
const LIST_TIMEOUT_MS = 10_000;

/** What a finding's reproduction needs: the CLI's URL form, and curl's endpoint and header names. */
function reproContext(session: McpSession, settings: FuzzSettings): ReproContext {
  const status = session.status.getSnapshot();
  const negotiation = status.state === 'connected' ? status.negotiation : { era: 'modern' as const, protocolVersion: '' };
  return {
    server: { kind: 'url', url: session.url },
    seed: settings.seed,
    timeoutMs: settings.timeoutMs,
    http: { url: session.url, era: negotiation.era, protocolVersion: negotiation.protocolVersion, headerNames: Object.keys(session.requestHeaders) },
  };
}

export interface FuzzControls {
  store: FuzzStore;
  state: FuzzState;
  /** Starts a run against the session; `readOnly`: the read-only tools it lists. */
  run: (readOnly: readonly string[]) => void;
  cancel: () => void;
}

/** The connected session's fuzz run (kept per server URL outside React). */
export function useFuzz(session: McpSession): FuzzControls {
  const store = fuzzStoreFor(session.url);
  const state = useStore(store);
  const run = useCallback(
    (readOnly: readonly string[]) => {
      const open = (signal: AbortSignal) => sessionTransport(session, { listTimeoutMs: Math.max(LIST_TIMEOUT_MS, store.getSnapshot().settings.timeoutMs), gone: () => undefined, signal });
      void store.run(open, readOnly, (settings) => reproContext(session, settings));
    },
    [session, store],
  );
  const cancel = useCallback(() => store.cancel(), [store]);
  return { store, state, run, cancel };
}
