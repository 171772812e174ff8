import type { TurnCallbacks, TurnRequest } from '../types';
import { clientOptions } from './client-options';
import { fromOpenAICompletion, openAIRequest, type ReadAnswer } from './openai-wire';

/** The `openai` client, loaded the first time a turn or a model list needs it (never on first load). */
async function openAIClient(apiKey: string, baseUrl: string, fetch: typeof globalThis.fetch) {
  const { default: OpenAI } = await import('openai');
  return new OpenAI(clientOptions(apiKey, baseUrl, fetch));
}

/** One streamed Chat Completions turn through the client's own stream helper. */
export async function openAITurn(request: TurnRequest, callbacks: TurnCallbacks, fetch: typeof globalThis.fetch): Promise<ReadAnswer> {
  const client = await openAIClient(request.apiKey, request.settings.baseUrl, fetch);
  const stream = client.chat.completions.stream(openAIRequest(request), { signal: request.signal });
  stream.on('content', (delta) => callbacks.onText?.(delta));
  return fromOpenAICompletion(await stream.finalChatCompletion());
}

/** Model ids from `GET {base}/models`, through the client's own list call. */
export async function openAIModels(apiKey: string, baseUrl: string, fetch: typeof globalThis.fetch, signal?: AbortSignal): Promise<string[]> {
  const client = await openAIClient(apiKey, baseUrl, fetch);
  const ids: string[] = [];
  for await (const model of client.models.list({ signal })) ids.push(model.id);
  return ids;
}
