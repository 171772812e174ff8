import type { PromptMessage } from '@modelcontextprotocol/client';
import { useState } from 'react';
import { useNavigationStore } from '../../hooks/navigation/use-navigation';
import { playgroundStore } from '../../hooks/playground/page-store';

/**
 * `Run in playground` (issue 40, item 3): the prompt's messages become the model's (text, images
 * and embedded resources as message parts), wait in the playground's store, and the Playground
 * opens and sends them. Shown with or without a configured model: without one, the Playground
 * asks for the settings first and keeps the messages until they are saved.
 */
export function RunInPlayground({ messages }: { messages: readonly PromptMessage[] }) {
  const navigation = useNavigationStore();
  const [error, setError] = useState<string | undefined>(undefined);
  const run = async () => {
    try {
      // The model layer loads on the click, never with the Prompts panel.
      const { promptToConversation } = await import('../../models');
      playgroundStore.queueRun(promptToConversation(messages));
      setError(undefined);
      navigation.showPanel('playground');
    } catch (failure) {
      setError(`The Playground could not load: ${failure instanceof Error ? failure.message : String(failure)}`);
    }
  };
  return (
    <>
      <button type="button" className="button button--small" disabled={messages.length === 0} onClick={() => void run()}>
        Run in playground
      </button>
      {error !== undefined && (
        <p role="alert" className="danger">
          {error}
        </p>
      )}
    </>
  );
}
