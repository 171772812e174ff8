import type { SavedConversation } from '../../models';

/**
 * The Playground's part of a session file (issue 40, item 6). The model layer and the model log
 * load here on Export or Import, never with the header that offers them.
 */

/** The conversation to write (no key: the settings carry none, the log holds a placeholder) and the key, to mask wherever it was typed. */
export async function playgroundExport(): Promise<{ conversation: SavedConversation; withheld: string[] }> {
  const [{ modelSettingsStore }, { modelLog }, { playgroundStore }] = await Promise.all([
    import('../../models'),
    import('../../hooks/playground/model-log'),
    import('../../hooks/playground/page-store'),
  ]);
  const { settings, apiKey } = modelSettingsStore.getSnapshot();
  return { conversation: playgroundStore.save(modelLog, settings), withheld: apiKey === undefined ? [] : [apiKey] };
}

/** A recorded conversation into the Playground, shown as recorded; nothing is sent to the model. */
export async function loadPlayground(conversation: SavedConversation): Promise<void> {
  const [{ modelLog }, { playgroundStore }] = await Promise.all([import('../../hooks/playground/model-log'), import('../../hooks/playground/page-store')]);
  playgroundStore.load(conversation, modelLog);
}
