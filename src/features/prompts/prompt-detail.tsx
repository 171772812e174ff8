import type { Prompt } from '@modelcontextprotocol/client';
import { CopyAsExchange } from '../../components/copy-as';
import { ErrorAlert } from '../../components/error-alert';
import { InputRounds } from '../../components/input-required/input-rounds-view';
import { SafeIcon } from '../../components/safe-icon';
import { ArgumentForm } from './argument-form';
import { MessagesView } from './messages-view';
import { PreviewFreshness } from './preview-freshness';
import type { GetPromptState } from './use-get-prompt';
import { PlainText } from '../../components/markdown/text-mode';

interface PromptDetailProps {
  prompt: Prompt;
  serverUrl: string;
  state: GetPromptState;
  /** Argument values from the link that opened this prompt. */
  linked?: Readonly<Record<string, string>> | undefined;
  onArgsChange?: ((args: Record<string, string>) => void) | undefined;
  onGet: (args: Record<string, string>) => void;
  onShowExchange: (exchangeId: number) => void;
}

/** One prompt: its facts, the argument form, and the last result (or failure) with its input rounds. */
export function PromptDetail({ prompt, serverUrl, state, linked, onArgsChange, onGet, onShowExchange }: PromptDetailProps) {
  const own = state.status !== 'idle' && state.name === prompt.name ? state : undefined;
  return (
    <div className="prompt-detail">
      <header className="prompt-detail__header">
        <h2 className="prompt-detail__title">
          <SafeIcon icons={prompt.icons} size={20} />
          {prompt.title ?? prompt.name}
        </h2>
        {prompt.title !== undefined && <code>{prompt.name}</code>}
        {prompt.description !== undefined && <PlainText className="prompt-detail__description" text={prompt.description} />}
      </header>
      <ArgumentForm
        key={prompt.name}
        prompt={prompt}
        serverUrl={serverUrl}
        running={own?.status === 'running'}
        linked={linked}
        onGet={onGet}
        onValuesChange={onArgsChange}
      />
      {own?.status === 'running' && <p className="note" role="status">Getting prompt…</p>}
      {(own?.status === 'done' || own?.status === 'failed') && <PreviewFreshness serverId={serverUrl} shown={own} />}
      {(own?.status === 'done' || own?.status === 'failed') && <InputRounds rounds={own.rounds} />}
      {own?.status === 'failed' && <ErrorAlert error={own.error} onShowExchange={onShowExchange} />}
      {own?.status === 'done' && (
        <>
          {own.exchangeId !== undefined && (
            <button type="button" className="link-button" onClick={() => onShowExchange(own.exchangeId ?? 0)}>
              Show exchange #{own.exchangeId} in Traffic
            </button>
          )}
          <CopyAsExchange exchangeId={own.exchangeId} />
          <MessagesView result={own.result} />
        </>
      )}
    </div>
  );
}
