import { classifyModelError, malformedInfo, ModelError } from './errors/model-error';
import { probeReach } from './errors/reach';
import type { ModelLog } from './log/model-log';
import { createRecordingFetch, type RouteRequest } from './log/recording-fetch';
import type { ModelSettings, TurnCallbacks, TurnRequest, TurnResult } from './types';
import { anthropicModels, anthropicTurn } from './wire/anthropic-turn';
import { openAIModels, openAITurn } from './wire/openai-turn';

export interface ModelTransport {
  /** Every exchange is recorded here, key redacted. */
  log: ModelLog;
  /** Set when the endpoint is reached through the served console's local proxy: rewrites URL + adds the run's secret. */
  route?: RouteRequest;
  /** The page's fetch (tests pass their own). */
  fetch?: typeof fetch;
}

interface Sent {
  exchangeId: number | undefined;
  url: string | undefined;
  status: number | undefined;
}

function recordingFor(settings: ModelSettings, apiKey: string, transport: ModelTransport, sent: Sent): typeof fetch {
  const recording = createRecordingFetch({
    provider: settings.provider,
    apiKey,
    log: transport.log,
    ...(settings.viaProxy && transport.route !== undefined ? { route: transport.route } : {}),
    ...(transport.fetch === undefined ? {} : { base: transport.fetch }),
    onExchange: (id, url) => {
      Object.assign(sent, { exchangeId: id, url, status: undefined });
    },
  });
  return async (input, init) => {
    const response = await recording(input, init);
    sent.status = response.status;
    return response;
  };
}

/**
 * The failure named: an answer that broke after a 2xx is a malformed stream; a fetch that got no
 * answer at all is told apart (CORS refusal or nothing listening) by a probe of the same URL.
 */
async function failure(error: unknown, asSet: ModelSettings, sent: Sent, signal: AbortSignal | undefined, transport: ModelTransport): Promise<ModelError> {
  if (error instanceof ModelError) return error;
  // Through the proxy only when there is one (a hosted page has none and goes direct).
  const settings = { ...asSet, viaProxy: asSet.viaProxy && transport.route !== undefined };
  const info = classifyModelError(error, settings);
  if (signal?.aborted === true) return new ModelError(classifyModelError(new DOMException('Stopped', 'AbortError'), settings), { cause: error });
  if (sent.status !== undefined && sent.status < 300 && info.status === undefined) return new ModelError(malformedInfo(settings, info.providerMessage), { cause: error });
  if (info.kind === 'refused' && !settings.viaProxy && sent.url !== undefined && sent.status === undefined) {
    const reach = await probeReach(sent.url, settings, transport.fetch);
    return new ModelError({ ...reach, ...(info.providerMessage === undefined ? {} : { providerMessage: info.providerMessage }) }, { cause: error });
  }
  return new ModelError(info, { cause: error });
}

/**
 * One model turn: the conversation goes to the endpoint in its provider's wire format through the
 * provider's official client (loaded on first use), the answer streams back through `onText`, and
 * the exchange lands in the log with the key replaced. Rejects with `ModelError`.
 */
export async function runTurn(request: TurnRequest, callbacks: TurnCallbacks, transport: ModelTransport): Promise<TurnResult> {
  const sent: Sent = { exchangeId: undefined, url: undefined, status: undefined };
  const fetchImpl = recordingFor(request.settings, request.apiKey, transport, sent);
  const started = performance.now();
  try {
    const answer = request.settings.provider === 'openai' ? await openAITurn(request, callbacks, fetchImpl) : await anthropicTurn(request, callbacks, fetchImpl);
    return { ...answer, latencyMs: Math.round(performance.now() - started), exchangeId: sent.exchangeId ?? 0 };
  } catch (error) {
    throw await failure(error, request.settings, sent, request.signal, transport);
  }
}

/** The endpoint's model ids (`GET {base}/models`, or `/v1/models` for Anthropic), recorded like a turn. Rejects with `ModelError`. */
export async function listModels(settings: ModelSettings, apiKey: string, transport: ModelTransport, signal?: AbortSignal): Promise<string[]> {
  const sent: Sent = { exchangeId: undefined, url: undefined, status: undefined };
  const fetchImpl = recordingFor(settings, apiKey, transport, sent);
  try {
    return settings.provider === 'openai' ? await openAIModels(apiKey, settings.baseUrl, fetchImpl, signal) : await anthropicModels(apiKey, settings.baseUrl, fetchImpl, signal);
  } catch (error) {
    throw await failure(error, settings, sent, signal, transport);
  }
}
