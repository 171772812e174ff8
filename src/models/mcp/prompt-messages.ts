import type { PromptMessage } from '@modelcontextprotocol/client';
import { partsAsText } from '../wire/parts';
import type { ModelMessage } from '../types';
import { contentPart } from './content-parts';

/**
 * A prompt's messages (`prompts/get`) as the conversation `Run in playground` sends: user content
 * becomes the user's parts; an assistant message becomes assistant text (an image in it is named,
 * since neither API takes images from the assistant).
 */
export function promptToConversation(messages: readonly PromptMessage[]): ModelMessage[] {
  return messages.map((message): ModelMessage => {
    const part = contentPart(message.content);
    return message.role === 'user' ? { role: 'user', parts: [part] } : { role: 'assistant', text: partsAsText([part]), toolCalls: [] };
  });
}
