import type { CreateMessageRequest, ModelPreferences, SamplingMessage, SamplingMessageContentBlock } from '@modelcontextprotocol/client';
import type { ModelMessage, ModelPart, ModelSettings, ModelToolCall, OfferedTool } from '../types';
import { contentPart } from './content-parts';
import { offerTools } from './offer-tools';

/* eslint-disable @typescript-eslint/no-deprecated -- sampling is deprecated as of 2026-07-28 (SEP-2577) but stays in the spec for a year, and servers send it: the dialog answers it. */

export interface SamplingTurn {
  system?: string;
  messages: ModelMessage[];
  tools: OfferedTool[];
  maxTokens: number;
  stopSequences?: string[];
  temperature?: number;
  /** Which configured model answers, and how the request's model hints were read. */
  modelNote: string;
  /** The request's tool a name offered to the model stands for (names are made provider-safe). */
  mcpToolName: (offeredName: string) => string | undefined;
}

type Block = SamplingMessageContentBlock;

function blocksOf(message: SamplingMessage): Block[] {
  return Array.isArray(message.content) ? message.content : [message.content];
}

function partOf(block: Block): ModelPart[] {
  if (block.type === 'text' || block.type === 'image' || block.type === 'audio') return [contentPart(block)];
  return [];
}

/** One sampling message as neutral messages: tool results become tool messages, tool uses the assistant's calls. */
function toMessages(message: SamplingMessage, names: ReadonlyMap<string, string>): ModelMessage[] {
  const blocks = blocksOf(message);
  if (message.role === 'assistant') {
    const text = blocks.flatMap((block) => (block.type === 'text' ? [block.text] : [])).join('\n');
    const toolCalls = blocks.flatMap((block): ModelToolCall[] => (block.type === 'tool_use' ? [{ id: block.id, name: names.get(block.id) ?? block.name, argumentsText: JSON.stringify(block.input) }] : []));
    return [{ role: 'assistant', text, toolCalls }];
  }
  const results = blocks.flatMap((block): ModelMessage[] =>
    block.type === 'tool_result'
      ? [{ role: 'tool', callId: block.toolUseId, name: names.get(block.toolUseId) ?? '', parts: block.content.map(contentPart), isError: block.isError === true }]
      : [],
  );
  const parts = blocks.flatMap(partOf);
  return parts.length > 0 ? [...results, { role: 'user', parts }] : results;
}

/** How the request's preferences were mapped onto the one configured model (hints match model ids by substring). */
export function modelNoteFor(preferences: ModelPreferences | undefined, model: string): string {
  const hints = (preferences?.hints ?? []).flatMap((hint) => (hint.name === undefined || hint.name === '' ? [] : [hint.name]));
  if (hints.length === 0) return `Answered by ${model}, the model in Model settings (the request names no model hint).`;
  const matched = hints.find((hint) => model.toLowerCase().includes(hint.toLowerCase()));
  if (matched !== undefined) return `Answered by ${model}, the model in Model settings, which matches the request's hint "${matched}".`;
  return `Answered by ${model}, the model in Model settings: none of the request's hints (${hints.map((hint) => `"${hint}"`).join(', ')}) names it. Pick a matching model in Model settings to follow them.`;
}

/**
 * A `sampling/createMessage` request as one model turn on the configured model: its messages
 * (with 2025-11-25 tool uses and results), system prompt, max tokens, stop sequences,
 * temperature and tools (none when its tool choice is `none`).
 */
export function samplingToTurn(params: CreateMessageRequest['params'], settings: ModelSettings): SamplingTurn {
  const offered = offerTools(params.tools ?? []);
  // Past tool uses name the request's tools; the model must see them under the names it is offered.
  const offeredName = new Map(offered.offered.map((tool) => [offered.mcpName(tool.name) ?? tool.name, tool.name]));
  const names = new Map<string, string>();
  for (const message of params.messages) for (const block of blocksOf(message)) if (block.type === 'tool_use') names.set(block.id, offeredName.get(block.name) ?? block.name);
  return {
    ...(params.systemPrompt === undefined || params.systemPrompt === '' ? {} : { system: params.systemPrompt }),
    messages: params.messages.flatMap((message) => toMessages(message, names)),
    tools: params.toolChoice?.mode === 'none' ? [] : offered.offered,
    maxTokens: params.maxTokens,
    ...(params.stopSequences === undefined || params.stopSequences.length === 0 ? {} : { stopSequences: [...params.stopSequences] }),
    ...(params.temperature === undefined ? {} : { temperature: params.temperature }),
    modelNote: modelNoteFor(params.modelPreferences, settings.model),
    mcpToolName: offered.mcpName,
  };
}
