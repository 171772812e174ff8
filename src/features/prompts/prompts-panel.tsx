import { useState } from 'react';
import type { CacheContext } from '../../cache';
import { ErrorAlert } from '../../components/error-alert';
import { NotOffered } from '../../components/not-offered';
import { ServerLogSection } from '../../components/server-log';
import { useSplitPane } from '../../components/split-pane';
import { useCacheContext } from '../../hooks/use-cache';
import { useNavigationStore } from '../../hooks/navigation/use-navigation';
import { useOffers } from '../../hooks/session/use-offered';
import { withPrompt, type PanelProps } from '../../lib/urls/deep-link';
import { PromptDetail } from './prompt-detail';
import { loadPromptDraft } from './prompt-drafts';
import { PromptList } from './prompt-list';
import { useGetPrompt } from './use-get-prompt';
import { usePromptsList } from './use-prompts-list';

/**
 * The Prompts panel (spec §15): the server's prompts, an argument form with completion, and
 * the `prompts/get` result as a conversation preview. `?prompt=<name>` selects a prompt.
 */
export function PromptsPanel({ deepLink }: PanelProps) {
  const ctx = useCacheContext();
  const offered = useOffers('prompts');
  if (ctx === undefined || !offered) {
    return (
      <section className="prompts-panel" aria-label="Prompts panel">
        {ctx === undefined ? <p className="note">Connect to a server to see its prompts.</p> : <NotOffered capability="prompts" />}
      </section>
    );
  }
  // A new server starts from a clean selection and result.
  return <ConnectedPrompts key={ctx.serverId} ctx={ctx} initialPrompt={deepLink.prompt} linkedArgs={deepLink.promptArgs} />;
}

interface ConnectedPromptsProps {
  ctx: CacheContext;
  initialPrompt: string | undefined;
  linkedArgs: Readonly<Record<string, string>> | undefined;
}

/** A reload, or the address copied as a permalink, reopens the same prompt with the same (shareable) arguments. */
function writeAddress(prompt: string, args: Readonly<Record<string, string>>): void {
  window.history.replaceState(window.history.state, '', withPrompt(window.location.href, prompt, args));
}

function ConnectedPrompts({ ctx, initialPrompt, linkedArgs }: ConnectedPromptsProps) {
  const navigation = useNavigationStore();
  const list = usePromptsList(ctx);
  const get = useGetPrompt(ctx.session, ctx.serverId);
  const [chosen, setChosen] = useState<string | undefined>(initialPrompt);
  const selectedName = chosen ?? list.prompts[0]?.name;
  const prompt = list.prompts.find((p) => p.name === selectedName);
  const showExchange = (id: number) => navigation.showExchange(id);
  const split = useSplitPane({ panel: 'prompts', initial: 260, min: 180, max: 560 });
  const select = (name: string) => {
    setChosen(name);
    writeAddress(name, loadPromptDraft(ctx.serverId, name));
  };

  return (
    <section className="prompts-panel" style={{ gridTemplateColumns: split.columns }} aria-label="Prompts panel">
      <div className="prompts-panel__list">
        {list.notice !== undefined && <p className="note" role="status">{list.notice}</p>}
        {list.error !== undefined && <ErrorAlert error={list.error} onShowExchange={showExchange} />}
        {list.loading && list.prompts.length === 0 && <p className="note" role="status">Loading prompts…</p>}
        {!list.loading && list.error === undefined && list.prompts.length === 0 && <p className="note">The server lists no prompts.</p>}
        <PromptList prompts={list.prompts} selected={selectedName} onSelect={select} />
      </div>
      {split.separator}
      <div className="prompts-panel__detail">
        {prompt !== undefined && (
          <PromptDetail
            prompt={prompt}
            serverUrl={ctx.serverId}
            state={get.state}
            linked={prompt.name === initialPrompt ? linkedArgs : undefined}
            onArgsChange={(args) => writeAddress(prompt.name, args)}
            onGet={(args) => get.run(prompt.name, args)}
            onShowExchange={showExchange}
          />
        )}
        <ServerLogSection session={ctx.session} onShowExchange={showExchange} />
        {prompt === undefined && selectedName !== undefined && !list.loading && (
          <p role="alert" className="note note--warning">
            No prompt named “{selectedName}” on this server.
          </p>
        )}
      </div>
    </section>
  );
}
