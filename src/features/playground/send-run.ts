import type { ConversationEntry, ModelMessage } from '../../models';
import { runConversation, type LoopDeps, type LoopEnd } from './agent-loop';

/** Prompt messages (`Run in playground`) as conversation entries; the model reads them as sent. */
export function messagesToEntries(messages: readonly ModelMessage[], newId: () => string): ConversationEntry[] {
  return messages.flatMap((message): ConversationEntry[] => {
    if (message.role === 'user') return [{ kind: 'user', id: newId(), parts: message.parts }];
    if (message.role === 'assistant') return [{ kind: 'assistant', id: newId(), text: message.text, model: 'prompt' }];
    return [];
  });
}

/**
 * Sends what the user typed (the store's draft) or what was queued, and runs the loop. The box is
 * emptied as the message leaves; when the first turn fails, the message goes back into the box
 * (unless something new was typed) and out of the conversation, so sending again is one message.
 */
export async function sendRun(deps: LoopDeps, input: { typed: string } | { queued: readonly ModelMessage[] }): Promise<LoopEnd> {
  const { store } = deps;
  const entries: ConversationEntry[] = 'typed' in input ? [{ kind: 'user', id: deps.newId(), parts: [{ type: 'text', text: input.typed }] }] : messagesToEntries(input.queued, deps.newId);
  if ('typed' in input) store.setDraft('');
  for (const entry of entries) store.append(entry);
  store.setBusy(true);
  try {
    const end = await runConversation(deps);
    if (end.ended === 'error' && end.rounds === 0 && 'typed' in input) {
      for (const entry of entries) store.remove(entry.id);
      if (store.getSnapshot().draft === '') store.setDraft(input.typed);
    }
    return end;
  } finally {
    store.setBusy(false);
  }
}
