import type { ConversationEntry, ModelMessage, ModelPart } from '../../models';
import { runConversation, type LoopDeps, type LoopEnd } from './agent-loop';

/** What goes: the typed message with the URIs of the resources attached to it, or a prompt's messages. */
export type SendInput = { typed: string; attachments?: readonly string[] } | { queued: readonly ModelMessage[] };

/** Reads an attached resource into model parts (`resources/read` on the active session). */
export type ReadResource = (uri: string) => Promise<ModelPart[]>;

/** Prompt messages (`Run in playground`) as conversation entries; the model reads them as sent. */
export function messagesToEntries(messages: readonly ModelMessage[], newId: () => string): ConversationEntry[] {
  return messages.flatMap((message): ConversationEntry[] => {
    if (message.role === 'user') return [{ kind: 'user', id: newId(), parts: message.parts }];
    if (message.role === 'assistant') return [{ kind: 'assistant', id: newId(), text: message.text, model: 'prompt' }];
    return [];
  });
}

/** The typed text and each attached resource's contents, read now; a failed read is said and nothing goes. */
async function typedParts(deps: LoopDeps, typed: string, attachments: readonly string[], read: ReadResource | undefined): Promise<ModelPart[] | undefined> {
  const text: ModelPart[] = typed.trim() === '' ? [] : [{ type: 'text', text: typed }];
  const reads = attachments.map(async (uri) => {
    if (read === undefined) throw new Error('Connect to a server to attach its resources.');
    try {
      return await read(uri);
    } catch (error) {
      throw new Error(`${uri}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  });
  try {
    return [...text, ...(await Promise.all(reads)).flat()];
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    deps.store.append({ kind: 'error', id: deps.newId(), info: { kind: 'other', title: 'An attached resource could not be read', hint: `${reason}. Remove it or try again; nothing was sent.` } });
    return undefined;
  }
}

/**
 * Sends what the user typed (the store's draft and attachments) or what was queued, and runs the
 * loop. The box is emptied as the message leaves; when the first turn fails, the message and its
 * attachments go back into the box (unless something new was typed) and out of the conversation,
 * so sending again is one message.
 */
export async function sendRun(deps: LoopDeps, input: SendInput, read?: ReadResource): Promise<LoopEnd> {
  const { store } = deps;
  store.setBusy(true);
  try {
    let entries: ConversationEntry[];
    if ('typed' in input) {
      const attachments = input.attachments ?? [];
      const parts = await typedParts(deps, input.typed, attachments, read);
      if (parts === undefined) return { ended: 'error', rounds: 0 };
      entries = [{ kind: 'user', id: deps.newId(), parts }];
      store.setDraft('');
      store.setAttachments([]);
    } else entries = messagesToEntries(input.queued, deps.newId);
    for (const entry of entries) store.append(entry);
    const end = await runConversation(deps);
    if (end.ended === 'error' && end.rounds === 0 && 'typed' in input) {
      for (const entry of entries) store.remove(entry.id);
      if (store.getSnapshot().draft === '') store.setDraft(input.typed);
      if (store.getSnapshot().attachments.length === 0) store.setAttachments(input.attachments ?? []);
    }
    return end;
  } finally {
    store.setBusy(false);
  }
}
