import { RootsStore } from '../../protocol/client-features/roots';
import { onDemand } from '../../lib/on-demand';
import { TrafficLog } from '../../protocol/transport/tap/traffic-log';
import { EXCHANGES_KEPT, FRAMES_KEPT, storedLimit } from '../../lib/stored/stored-limit';
import { SessionManager, type SessionInput } from '../../hooks/session/session-manager';
import { Workspace } from '../../hooks/session/workspace';
import type { AppSession, SessionServices } from '../../hooks/session/use-session';
import type { RequestObserver } from '../../protocol/session/request-observer';
import type { ConnectionStatus, ExternalStore, VerdictStore } from '../../protocol/model/types';
import type { ConsoleOAuthProvider, OAuthProviderRegistry } from '../../protocol/auth';
import { rememberAwareAuthStorage } from '../../features/servers';
import { replayStore } from '../../features/session-file';
import { oauthRedirectUrl } from '../oauth-callback';

const CLIENT_INFO = { name: 'mcp-console', version: '0.1.0' };

/** The session module (and the SDK); a failed load is retried by the next connect. */
const sessionModule = onDemand(() => import('../../protocol/session/session'));
const loadSessionModule = () => sessionModule.load();

let oauthRegistry: Promise<OAuthProviderRegistry | undefined> | undefined;

/** The page's OAuth providers (spec §22); undefined outside a browser. Loaded with the session module. */
function oauthProviderFor(url: string, route: 'direct' | 'local-proxy'): Promise<ConsoleOAuthProvider | undefined> {
  oauthRegistry ??= Promise.all([import('../../protocol/auth/registry'), import('../../protocol/auth/client-metadata-document')]).then(async ([{ OAuthProviderRegistry }, { publishedMetadataDocumentUrl }]) => {
    if (typeof window === 'undefined') return undefined;
    const redirectUrl = oauthRedirectUrl(window.location.href);
    // A hosted console that publishes its Client ID Metadata Document uses its URL as client id.
    const clientMetadataUrl = await publishedMetadataDocumentUrl(redirectUrl, (i, init) => window.fetch(i, init));
    return new OAuthProviderRegistry({
      redirectUrl,
      ...(clientMetadataUrl === undefined ? {} : { clientMetadataUrl }),
      storage: rememberAwareAuthStorage(window.localStorage, window.sessionStorage),
      origin: window.location.origin,
    });
  });
  return oauthRegistry.then((registry) => registry?.providerFor(url, route));
}

/**
 * History's recorder for a new session (issue 17). A replayed session shows and records into the
 * recording's History, never into what this browser keeps for the real server.
 */
async function historyRecorder(url: string): Promise<RequestObserver> {
  const [{ appHistory }, { createCallRecorder }, { historyFromFrames }] = await Promise.all([
    import('../../hooks/use-history'),
    import('../../recording/history/recorder'),
    import('../../recording/history/from-frames'),
  ]);
  const store = appHistory();
  const recording = replayStore.getSnapshot().file;
  const replayed = recording !== undefined && replayStore.fetchFor(url) !== undefined;
  // A version 1 file has no History member: its calls are rebuilt from the recorded frames.
  if (replayed) store.loadRecording(url, recording.history ?? { calls: await historyFromFrames(recording.frames), collections: [] });
  else store.dropRecording(url);
  return createCallRecorder(store, () => (replayed ? 'recorded' : 'live'));
}

/** Requests of the handshake: History keeps none of them, and they come before "connected". */
const HANDSHAKE_METHODS = new Set(['initialize', 'server/discover', 'ping']);
/** When no request follows "connected" (a panel that asks nothing), History loads this much later anyway. */
const HISTORY_FALLBACK_MS = 3_000;

interface DeferredRecorder {
  observe: RequestObserver;
  /** Arms the fallback once the session is connected, so a slow handshake never brings History onto the way to "connected". */
  fallbackAfterConnect: (status: ExternalStore<ConnectionStatus>) => void;
}

/**
 * History's recorder, loaded after the handshake: when the browser is idle after the first request
 * that follows it, or a little after "connected". Its chunks (store, schema, normaliser) are then not on the way to "connected" (issues 20, 43);
 * the requests it is told of meanwhile keep their start time and outcome, so nothing is lost.
 */
function deferredHistoryRecorder(url: string): DeferredRecorder {
  let recorder: Promise<RequestObserver> | undefined;
  const start = (): Promise<RequestObserver> => (recorder ??= historyRecorder(url));
  let fallback: ReturnType<typeof setTimeout> | undefined;
  // Loaded when the browser is next idle, so it does not compete with the first page's request.
  let whenIdle: Promise<RequestObserver> | undefined;
  const startWhenIdle = (): Promise<RequestObserver> =>
    (whenIdle ??= new Promise<void>((resolve) => {
      clearTimeout(fallback);
      if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: HISTORY_FALLBACK_MS });
      else setTimeout(resolve, 0);
    }).then(start));
  return {
    observe: (request) => {
      if (HANDSHAKE_METHODS.has(request.method)) return;
      startWhenIdle()
        .then((record) => record(request))
        .catch(() => undefined);
    },
    fallbackAfterConnect: (status) => {
      const unsubscribe = status.subscribe(() => {
        if (status.getSnapshot().state !== 'connected') return;
        unsubscribe();
        if (whenIdle === undefined) fallback = setTimeout(() => void start().catch(() => undefined), HISTORY_FALLBACK_MS);
      });
    },
  };
}

/**
 * The production session wiring: one TrafficLog for every session (the log outlives
 * reconnects) and era verdicts remembered in localStorage.
 */
export interface SessionFactoryOptions {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  resolveFetch: (url: string) => Promise<typeof fetch | undefined>;
  /**
   * A server this tab reaches through the local proxy (issue 32). Its fetch is special, yet it is
   * a real network server: it still signs in, and the sign-in's requests take the proxy too, so
   * metadata and token endpoints without CORS stop blocking it.
   */
  proxied?: (url: string) => boolean;
  /** Request timeout for every session (`?timeout=`); undefined keeps McpSession's default. */
  timeoutMs?: number | undefined;
}

export function createSessionServices({ storage, resolveFetch, proxied, timeoutMs }: SessionFactoryOptions): SessionServices {
  const traffic = new TrafficLog({ maxExchanges: storedLimit(EXCHANGES_KEPT, storage), maxFrames: storedLimit(FRAMES_KEPT, storage) });
  const roots = new RootsStore(storage);
  // Not part of the first paint, but every start connects somewhere: fetch it now, beside the
  // demo server's chunk, instead of after it (the manager resolves the fetch before the session).
  loadSessionModule().catch(() => undefined);
  // Verdicts validate stored JSON with zod: they load with the session, not on the first screen.
  let verdicts: Promise<VerdictStore> | undefined;
  const loadVerdicts = (): Promise<VerdictStore> =>
    (verdicts ??= import('../../protocol/session/verdict-store').then(({ StorageVerdictStore }) => new StorageVerdictStore(storage)));
  // The session module pulls in the SDK and its schemas: it loads while the shell paints.
  const createSession = async (input: SessionInput): Promise<AppSession> => {
    // OAuth only for real network servers: the demo server, replays and stdio bridges answer without it.
    // Both chunks load at once: one after the other added a chunk round trip to every first connect.
    const route = input.fetch === undefined ? 'direct' : proxied?.(input.url) === true ? 'local-proxy' : undefined;
    const [{ McpSession }, authProvider, verdictStore] = await Promise.all([
      loadSessionModule(),
      route === undefined ? Promise.resolve(undefined) : oauthProviderFor(input.url, route),
      loadVerdicts(),
    ]);
    const baseFetch = input.fetch ?? ((i: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(i, init));
    const history = deferredHistoryRecorder(input.url);
    const session = new McpSession({
      url: input.url,
      headers: input.headers,
      secretHeaders: input.secretHeaders,
      fetch: authProvider?.steps.wrapFetch(baseFetch) ?? input.fetch,
      traffic,
      verdicts: verdictStore,
      clientInfo: CLIENT_INFO,
      answerSampling: true,
      roots,
      onRequest: history.observe,
      ...(timeoutMs === undefined ? {} : { timeoutMs }),
      ...(authProvider === undefined ? {} : { authProvider }),
    });
    history.fallbackAfterConnect(session.status);
    return session;
  };
  const createManager = (): SessionManager<AppSession> => new SessionManager<AppSession>({ createSession, resolveFetch });
  const manager = createManager();
  return { traffic, roots, manager, workspace: new Workspace({ primary: manager, createManager }) };
}
