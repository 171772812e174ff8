import type { PromptMessage } from '@modelcontextprotocol/client';
import type { ModelMessage, ModelPart } from '../types';
import { contentPart } from './content-parts';

/** What an assistant message of a prompt says: neither API takes images or files from the assistant, so they are named. */
function assistantText(part: ModelPart): string {
  if (part.type === 'text') return part.text;
  if (part.type === 'resource') return part.text ?? `[Resource ${part.uri}: binary content not sent to the model]`;
  return `[${part.mimeType} image: not sent to the model]`;
}

/**
 * A prompt's messages (`prompts/get`) as the conversation `Run in playground` sends: user content
 * becomes the user's parts, assistant content the assistant's text.
 */
export function promptToConversation(messages: readonly PromptMessage[]): ModelMessage[] {
  return messages.map((message): ModelMessage => {
    const part = contentPart(message.content);
    return message.role === 'user' ? { role: 'user', parts: [part] } : { role: 'assistant', text: assistantText(part), toolCalls: [] };
  });
}
