import { VIA_HEADER, VIA_LOCAL_PROXY } from '../../lib/urls/bridge-url';
import type { ModelErrorInfo, ModelSettings } from '../types';
import { errorFacts, retryAfterSeconds, type ErrorFacts } from './error-facts';
import { refusedInfo } from './reach-hints';

/** What `runTurn` and `listModels` reject with: the failure named for the panel. */
export class ModelError extends Error {
  override readonly name = 'ModelError';

  constructor(
    readonly info: ModelErrorInfo,
    options?: { cause?: unknown },
  ) {
    super(info.providerMessage === undefined ? info.title : `${info.title}: ${info.providerMessage}`, options);
  }
}

function hostOf(settings: ModelSettings): string {
  return URL.canParse(settings.baseUrl) ? new URL(settings.baseUrl).host : settings.baseUrl;
}

const QUOTA = /insufficient_quota|quota|credit|billing|balance/i;
const CONTEXT = /context_length|context length|context window|too long|too many tokens|maximum context|reduce the length/i;
const MODEL = /model/i;

function statusInfo(facts: ErrorFacts, status: number, settings: ModelSettings): ModelErrorInfo {
  const own = { status, ...(facts.message === undefined ? {} : { providerMessage: facts.message }) };
  const said = `${facts.code ?? ''} ${facts.type ?? ''} ${facts.message ?? ''}`;
  const host = hostOf(settings);
  if (status === 401 || status === 403) {
    return { kind: 'auth', ...own, title: `${host} refused the API key (${status})`, hint: `Check the key in Model settings: it must be a key for ${host}${settings.provider === 'anthropic' ? ' (Anthropic keys start with sk-ant-)' : ''}, not expired or revoked.` };
  }
  if (status === 402 || (QUOTA.test(said) && (status === 429 || status === 400))) {
    return { kind: 'quota', ...own, title: `No credit left on this account (${status})`, hint: `The account behind the key has no quota or credit left. Add credit or raise the limit in the provider's billing settings; waiting will not help.` };
  }
  if (status === 429) {
    const retry = retryAfterSeconds(facts.header);
    const wait = retry === undefined ? 'Wait a little' : `Wait ${retry} s (the endpoint's retry-after)`;
    return { kind: 'rate-limit', ...own, ...(retry === undefined ? {} : { retryAfterSeconds: retry }), title: `Rate limit reached (${status})`, hint: `${wait}, then send again. Your message is kept.` };
  }
  if (CONTEXT.test(said) && status >= 400 && status < 500) {
    return { kind: 'context-length', ...own, title: `The conversation is too long for ${settings.model} (${status})`, hint: 'Start a new conversation, offer fewer tools, lower max tokens, or pick a model with a larger context window.' };
  }
  if (status === 404) {
    if (facts.code === 'model_not_found' || MODEL.test(said)) {
      return { kind: 'unknown-model', ...own, title: `${host} does not know the model ${settings.model} (404)`, hint: 'Pick a model from the list in Model settings, or check the id for typos.' };
    }
    const path = settings.provider === 'openai' ? 'an OpenAI-compatible base URL usually ends in /v1' : 'the Anthropic base URL is the origin, without /v1';
    return { kind: 'bad-request', ...own, title: `${host} has nothing at this address (404)`, hint: `Check the base URL in Model settings: ${path}.` };
  }
  if (status === 502 && facts.header(VIA_HEADER) === VIA_LOCAL_PROXY) {
    return { ...refusedInfo(settings, true), ...own };
  }
  if (status === 529 || status === 503 || facts.type === 'overloaded_error') {
    return { kind: 'overloaded', ...own, title: `${host} is overloaded (${status})`, hint: 'The provider is busy, not your request. Send again in a moment.' };
  }
  if (status >= 500) {
    return { kind: 'server', ...own, title: `${host} failed to answer (${status})`, hint: 'An error on the provider\'s side. Send again; if it persists, check the provider\'s status page.' };
  }
  return { kind: 'bad-request', ...own, title: `${host} refused the request (${status})`, hint: 'The provider\'s message says what it did not accept; the raw view shows the request as sent.' };
}

/** The answer began (2xx) and then could not be read to its end. */
export function malformedInfo(settings: ModelSettings, providerMessage: string | undefined): ModelErrorInfo {
  return {
    kind: 'malformed',
    ...(providerMessage === undefined ? {} : { providerMessage }),
    title: `The answer from ${hostOf(settings)} could not be read`,
    hint: `The endpoint sent a stream that is not valid ${settings.provider === 'openai' ? 'Chat Completions' : 'Messages'} SSE. Check the provider chosen in Model settings; the raw view shows what arrived.`,
  };
}

/**
 * Names a failure of a turn or a model list (issue 40, item 5): a title, what to do, and the
 * provider's own words. A fetch that got no answer is a refused connection here; `runTurn` tells a
 * CORS refusal apart with a probe (reach.ts) before it rejects.
 */
export function classifyModelError(error: unknown, settings: ModelSettings): ModelErrorInfo {
  if (error instanceof ModelError) return error.info;
  const facts = errorFacts(error);
  const own = facts.message === undefined ? {} : { providerMessage: facts.message };
  if (facts.aborted) return { kind: 'aborted', title: 'Stopped', hint: 'The answer was stopped before it ended; what arrived is kept.' };
  if (facts.status !== undefined) return statusInfo(facts, facts.status, settings);
  if (facts.noAnswer) return { ...refusedInfo(settings, settings.viaProxy), ...own };
  if (facts.unreadable) return malformedInfo(settings, facts.message);
  return { kind: 'other', ...own, title: 'The model request failed', hint: 'The raw view shows the request and what came back.' };
}

