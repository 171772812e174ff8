import type { TurnCallbacks, TurnRequest } from '../types';
import { anthropicRequest, fromAnthropicMessage } from './anthropic-wire';
import { clientOptions } from './client-options';
import type { ReadAnswer } from './openai-wire';

/**
 * The `@anthropic-ai/sdk` client, loaded the first time a turn or a model list needs it. From a
 * page, `dangerouslyAllowBrowser` also adds the `anthropic-dangerous-direct-browser-access` header the API asks for.
 */
async function anthropicClient(apiKey: string, baseUrl: string, fetch: typeof globalThis.fetch) {
  const { default: Anthropic } = await import('@anthropic-ai/sdk');
  return new Anthropic(clientOptions(apiKey, baseUrl, fetch));
}

/** One streamed Messages turn through the client's own `MessageStream`. */
export async function anthropicTurn(request: TurnRequest, callbacks: TurnCallbacks, fetch: typeof globalThis.fetch): Promise<ReadAnswer> {
  const client = await anthropicClient(request.apiKey, request.settings.baseUrl, fetch);
  const stream = client.messages.stream(anthropicRequest(request), { signal: request.signal });
  stream.on('text', (delta) => callbacks.onText?.(delta));
  return fromAnthropicMessage(await stream.finalMessage());
}

/** Model ids from `GET {base}/v1/models`, through the client's own paginated list. */
export async function anthropicModels(apiKey: string, baseUrl: string, fetch: typeof globalThis.fetch, signal?: AbortSignal): Promise<string[]> {
  const client = await anthropicClient(apiKey, baseUrl, fetch);
  const ids: string[] = [];
  for await (const model of client.models.list({ limit: 100 }, { signal })) ids.push(model.id);
  return ids;
}
