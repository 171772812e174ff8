import { isCallToolResult } from '@modelcontextprotocol/client';
import { refusalParts, toolResultParts, type ConversationEntry, type ModelMessage, type ModelPart } from '../../models';

type ToolCallEntry = Extract<ConversationEntry, { kind: 'tool-call' }>;

function errorParts(text: string): ModelPart[] {
  return [{ type: 'text', text }];
}

/** What the model is told about one of its calls: the result, the refusal, or why there is none. */
export function toolMessage(entry: ToolCallEntry): Extract<ModelMessage, { role: 'tool' }> {
  const base = { role: 'tool' as const, callId: entry.callId, name: entry.offeredName };
  if (entry.decision === 'denied') return { ...base, parts: refusalParts(entry.toolName ?? entry.offeredName), isError: true };
  const value = entry.result?.value;
  if (entry.result !== undefined && isCallToolResult(value)) return { ...base, parts: toolResultParts(value), isError: value.isError === true };
  // Both APIs want an answer to every call, so one that never ran says why.
  return { ...base, parts: errorParts(entry.error ?? 'The call was not made.'), isError: true };
}

/**
 * The conversation as the model's messages: each assistant entry with the tool calls that follow it,
 * then one tool message per call. Errors are the panel's own notes and are not sent.
 */
export function entriesToMessages(entries: readonly ConversationEntry[]): ModelMessage[] {
  const messages: ModelMessage[] = [];
  let pendingResults: ModelMessage[] = [];
  const flush = () => {
    messages.push(...pendingResults);
    pendingResults = [];
  };
  for (const entry of entries) {
    if (entry.kind === 'tool-call') {
      const last = messages.at(-1);
      if (last?.role === 'assistant') last.toolCalls.push({ id: entry.callId, name: entry.offeredName, argumentsText: entry.argumentsText });
      pendingResults.push(toolMessage(entry));
      continue;
    }
    flush();
    if (entry.kind === 'user') messages.push({ role: 'user', parts: entry.parts });
    else if (entry.kind === 'assistant') messages.push({ role: 'assistant', text: entry.text, toolCalls: [] });
  }
  flush();
  // A turn stopped before any text or call says nothing the model needs.
  return messages.filter((message) => message.role !== 'assistant' || message.text !== '' || message.toolCalls.length > 0);
}
