import type { ChatCompletion, ChatCompletionContentPart, ChatCompletionCreateParamsStreaming, ChatCompletionMessageParam, ChatCompletionTool } from 'openai/resources/chat/completions';
import type { FinishReason, ModelMessage, ModelToolCall, OfferedTool, TurnRequest, Usage } from '../types';
import { partsAsText, wirePart } from './parts';

/**
 * The neutral conversation as an OpenAI Chat Completions request, and its answer back (types
 * only: the client itself loads on demand, see openai-turn.ts).
 */

function userContent(message: Extract<ModelMessage, { role: 'user' }>): string | ChatCompletionContentPart[] {
  const parts = message.parts.map(wirePart);
  if (parts.every((part) => part.type === 'text')) return parts.map((part) => part.text).join('\n');
  return parts.map((part): ChatCompletionContentPart => (part.type === 'text' ? { type: 'text', text: part.text } : { type: 'image_url', image_url: { url: `data:${part.mimeType};base64,${part.data}` } }));
}

function toOpenAIMessage(message: ModelMessage): ChatCompletionMessageParam {
  if (message.role === 'user') return { role: 'user', content: userContent(message) };
  if (message.role === 'tool') return { role: 'tool', tool_call_id: message.callId, content: partsAsText(message.parts) };
  if (message.toolCalls.length === 0) return { role: 'assistant', content: message.text };
  return {
    role: 'assistant',
    content: message.text === '' ? null : message.text,
    tool_calls: message.toolCalls.map((call) => ({ id: call.id, type: 'function', function: { name: call.name, arguments: call.argumentsText === '' ? '{}' : call.argumentsText } })),
  };
}

export function toOpenAITools(tools: readonly OfferedTool[]): ChatCompletionTool[] {
  return tools.map((tool) => ({ type: 'function', function: { name: tool.name, ...(tool.description === undefined ? {} : { description: tool.description }), parameters: tool.inputSchema } }));
}

/** OpenAI's own API wants `max_completion_tokens` (its reasoning models refuse `max_tokens`); other endpoints know `max_tokens`. */
function isOpenAIItself(baseUrl: string): boolean {
  return URL.canParse(baseUrl) && new URL(baseUrl).hostname === 'api.openai.com';
}

export function openAIRequest(request: TurnRequest): ChatCompletionCreateParamsStreaming {
  const system: ChatCompletionMessageParam[] = request.system === undefined || request.system === '' ? [] : [{ role: 'system', content: request.system }];
  return {
    model: request.settings.model,
    messages: [...system, ...request.messages.map(toOpenAIMessage)],
    ...(request.tools.length > 0 ? { tools: toOpenAITools(request.tools) } : {}),
    ...(request.temperature === undefined ? {} : { temperature: request.temperature }),
    // Deprecated by OpenAI alone: the local servers this format reaches (Ollama, LM Studio, older vLLM) know only `max_tokens`.
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    ...(isOpenAIItself(request.settings.baseUrl) ? { max_completion_tokens: request.maxTokens } : { max_tokens: request.maxTokens }),
    ...(request.stopSequences === undefined || request.stopSequences.length === 0 ? {} : { stop: [...request.stopSequences] }),
    stream: true,
    stream_options: { include_usage: true },
  };
}

function finishOf(reason: string | null | undefined): FinishReason {
  if (reason === 'stop' || reason === 'tool_calls' || reason === 'length' || reason === 'content_filter') return reason;
  // Older endpoints still say `function_call`.
  return reason === 'function_call' ? 'tool_calls' : 'other';
}

export interface ReadAnswer {
  text: string;
  toolCalls: ModelToolCall[];
  usage: Usage;
  finish: FinishReason;
  model: string;
}

export function fromOpenAICompletion(completion: ChatCompletion): ReadAnswer {
  const choice = completion.choices[0];
  const toolCalls = (choice?.message.tool_calls ?? []).flatMap((call): ModelToolCall[] => (call.type === 'function' ? [{ id: call.id, name: call.function.name, argumentsText: call.function.arguments }] : []));
  const usage: Usage = completion.usage === undefined ? {} : { inputTokens: completion.usage.prompt_tokens, outputTokens: completion.usage.completion_tokens };
  return { text: choice?.message.content ?? '', toolCalls, usage, finish: finishOf(choice?.finish_reason), model: completion.model };
}
