import { Tabs } from 'radix-ui';
import { useEffect } from 'react';
import { ModelSettingsButton } from '../../components/model-settings';
import { modelLog, playgroundStore } from '../../hooks/playground';
import { useNavigationStore } from '../../hooks/navigation/use-navigation';
import { useCacheContext } from '../../hooks/use-cache';
import { useStore } from '../../hooks/use-store';
import { modelSettingsStore } from '../../models';
import { AttachPicker } from './attach-picker';
import { Composer } from './composer';
import { ConversationView } from './conversation-view';
import { RawExchanges } from './raw-exchanges';
import { ServerToolsProbe, useConnectedServers, useListings, type ConnectedServer, type ServerListing } from './server-tools';
import { SetupFields } from './setup-fields';
import { ToolOffer } from './tool-offer';
import { useAgent } from './use-agent';

/**
 * The Playground panel (issue 40): a conversation with the user's model that may call the tools
 * of every connected server (issue 41), each call allowed or denied on its card, with the raw
 * exchanges beside. Each server's tools are listed by a probe of its own.
 */
export function PlaygroundPanel() {
  const servers = useConnectedServers();
  const [listings, onList] = useListings();
  return (
    <>
      {servers.map((server) => (
        <ServerToolsProbe key={server.id} server={server} onList={onList} />
      ))}
      <Playground servers={servers} listings={listings} />
    </>
  );
}

function NoModel() {
  return (
    <div className="playground-nomodel" role="status">
      <p>No model is set up yet. Choose a provider, its base URL, your API key and a model in Model settings; a local model (Ollama, LM Studio) needs no key.</p>
      <ModelSettingsButton className="button button--primary" />
    </div>
  );
}

function Playground({ servers, listings }: { servers: readonly ConnectedServer[]; listings: ReadonlyMap<string, ServerListing> }) {
  const ctx = useCacheContext();
  const store = playgroundStore;
  const state = useStore(store);
  const config = useStore(modelSettingsStore);
  const navigation = useNavigationStore();
  const agent = useAgent(servers, listings, ctx);
  const { send, ready } = agent;

  // `Run in playground`: queued messages go as soon as a model can take them.
  useEffect(() => {
    if (!state.queued || !ready || state.busy) return;
    const queued = store.takeQueued();
    if (queued !== undefined && queued.length > 0) send({ queued });
  }, [state.queued, state.busy, ready, send, store]);

  return (
    <section className="playground-panel" aria-label="Playground panel">
      <div className="playground-panel__main">
        {config.settings === undefined && <NoModel />}
        {state.queued && !ready && <p className="note">The prompt’s messages are waiting: they go to the model once it is set up.</p>}
        <Tabs.Root className="playground-views" defaultValue="chat">
          <Tabs.List className="tool-args__tabs" aria-label="Playground view">
            <Tabs.Trigger value="chat" className="tool-args__tab">
              Chat
            </Tabs.Trigger>
            <Tabs.Trigger value="raw" className="tool-args__tab">
              Raw
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="chat" className="playground-views__panel">
            <ConversationView
              entries={state.entries}
              toolFor={agent.toolFor}
              onDecide={state.busy ? agent.decide : undefined}
              onShowExchange={(id) => navigation.showExchange(id)}
            />
          </Tabs.Content>
          <Tabs.Content value="raw" className="playground-views__panel">
            <RawExchanges />
          </Tabs.Content>
        </Tabs.Root>
        {ctx !== undefined && (
          <AttachPicker ctx={ctx} attachments={state.attachments} onAttach={(uri) => store.attach(uri)} onDetach={(uri) => store.detach(uri)} disabled={state.busy} />
        )}
        <Composer
          draft={state.draft}
          attached={state.attachments.length}
          busy={state.busy}
          ready={ready}
          onDraft={(text) => store.setDraft(text)}
          onSend={() => send({ typed: state.draft, attachments: state.attachments })}
          onStop={agent.stop}
        />
      </div>
      <aside className="playground-setup" aria-label="Playground set-up">
        {config.settings !== undefined && (
          <div className="playground-setup__model">
            <span className="note">{`${config.settings.model || 'no model chosen'} · ${config.settings.baseUrl}`}</span>
            <ModelSettingsButton className="button button--small" />
          </div>
        )}
        <SetupFields state={state} store={store} />
        <ToolOffer groups={agent.groups} offer={agent.offer} state={state} store={store} />
        <button type="button" className="button button--small" disabled={state.busy || state.entries.length === 0} onClick={() => store.clear(modelLog)}>
          New conversation
        </button>
      </aside>
    </section>
  );
}
