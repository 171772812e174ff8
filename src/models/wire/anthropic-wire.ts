import type { ContentBlockParam, ImageBlockParam, Message, MessageParam, MessageStreamParams, TextBlockParam, Tool } from '@anthropic-ai/sdk/resources/messages/messages';
import type { FinishReason, ModelMessage, ModelPart, ModelToolCall, OfferedTool, TurnRequest } from '../types';
import { parseToolArguments } from '../mcp/tool-arguments';
import type { ReadAnswer } from './openai-wire';
import { wirePart } from './parts';

/**
 * The neutral conversation as an Anthropic Messages request, and its answer back (types only:
 * the client loads on demand, see anthropic-turn.ts). The API wants user and assistant turns to
 * alternate, tool results as `tool_result` blocks of a user turn, and images as base64 sources.
 */

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
type ImageType = (typeof IMAGE_TYPES)[number];
const isImageType = (mimeType: string): mimeType is ImageType => IMAGE_TYPES.some((type) => type === mimeType);

function blocksOf(parts: readonly ModelPart[]): (TextBlockParam | ImageBlockParam)[] {
  return parts.map(wirePart).map((part): TextBlockParam | ImageBlockParam => {
    if (part.type === 'text') return { type: 'text', text: part.text };
    if (isImageType(part.mimeType)) return { type: 'image', source: { type: 'base64', media_type: part.mimeType, data: part.data } };
    return { type: 'text', text: `[${part.mimeType} image: the Messages API takes JPEG, PNG, GIF and WebP only]` };
  });
}

function blocksOfMessage(message: ModelMessage): ContentBlockParam[] {
  if (message.role === 'user') return blocksOf(message.parts);
  if (message.role === 'tool') return [{ type: 'tool_result', tool_use_id: message.callId, content: blocksOf(message.parts), ...(message.isError ? { is_error: true } : {}) }];
  const text: ContentBlockParam[] = message.text === '' ? [] : [{ type: 'text', text: message.text }];
  return [
    ...text,
    ...message.toolCalls.map((call): ContentBlockParam => {
      const parsed = parseToolArguments(call.argumentsText);
      return { type: 'tool_use', id: call.id, name: call.name, input: parsed.ok ? parsed.value : {} };
    }),
  ];
}

/** Consecutive messages of one side become one turn: tool results and the user's next words share a user turn. */
export function toAnthropicMessages(messages: readonly ModelMessage[]): MessageParam[] {
  const out: { role: 'user' | 'assistant'; content: ContentBlockParam[] }[] = [];
  for (const message of messages) {
    const role = message.role === 'assistant' ? 'assistant' : 'user';
    const blocks = blocksOfMessage(message);
    if (blocks.length === 0) continue;
    const last = out.at(-1);
    if (last?.role === role) last.content.push(...blocks);
    else out.push({ role, content: blocks });
  }
  return out;
}

export function toAnthropicTools(tools: readonly OfferedTool[]): Tool[] {
  return tools.map((tool) => ({ name: tool.name, ...(tool.description === undefined ? {} : { description: tool.description }), input_schema: { ...tool.inputSchema, type: 'object' } }));
}

export function anthropicRequest(request: TurnRequest): MessageStreamParams {
  return {
    model: request.settings.model,
    max_tokens: request.maxTokens,
    ...(request.system === undefined || request.system === '' ? {} : { system: request.system }),
    messages: toAnthropicMessages(request.messages),
    ...(request.tools.length > 0 ? { tools: toAnthropicTools(request.tools) } : {}),
    ...(request.temperature === undefined ? {} : { temperature: request.temperature }),
    ...(request.stopSequences === undefined || request.stopSequences.length === 0 ? {} : { stop_sequences: [...request.stopSequences] }),
  };
}

const FINISH: Record<string, FinishReason> = { end_turn: 'stop', tool_use: 'tool_calls', max_tokens: 'length', stop_sequence: 'stop_sequence', refusal: 'content_filter', model_context_window_exceeded: 'length' };

export function fromAnthropicMessage(message: Message): ReadAnswer {
  const text = message.content.flatMap((block) => (block.type === 'text' ? [block.text] : [])).join('');
  const toolCalls = message.content.flatMap((block): ModelToolCall[] => (block.type === 'tool_use' ? [{ id: block.id, name: block.name, argumentsText: JSON.stringify(block.input) }] : []));
  return {
    text,
    toolCalls,
    usage: { inputTokens: message.usage.input_tokens, outputTokens: message.usage.output_tokens },
    finish: (message.stop_reason === null ? undefined : FINISH[message.stop_reason]) ?? 'other',
    model: message.model,
  };
}
