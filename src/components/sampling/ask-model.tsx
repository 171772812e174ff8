import type { Dispatch, SetStateAction } from 'react';
import type { SamplingReply } from '../../protocol';
import { ModelErrorNote, ModelSettingsButton } from '../model-settings';
import { useAskModel, type AskState } from './use-ask-model';

const FINISH_WORDS: Record<string, string> = {
  stop: 'it finished its answer',
  tool_calls: 'it asked for tool calls',
  length: 'it reached the token limit',
  stop_sequence: 'it met a stop sequence',
  content_filter: 'its content filter stopped it',
  other: 'the endpoint gave no usual reason',
};

function Outcome({ state }: { state: AskState }) {
  switch (state.kind) {
    case 'idle':
      return null;
    case 'drafting':
      return (
        <p className="note" role="status">
          {state.model} is drafting the reply…
        </p>
      );
    case 'stopped':
      return (
        <p className="note" role="status">
          Stopped. The reply keeps what had arrived.
        </p>
      );
    case 'error':
      return <ModelErrorNote info={state.info} />;
    case 'done':
      return (
        <div className="ask-model__outcome" role="status">
          <p className="note">
            {state.modelNote}
            {state.model === state.configuredModel ? '' : ` The endpoint names the model that answered ${state.model}.`} It stopped because {FINISH_WORDS[state.finish] ?? 'of a reason the endpoint did not name'}. Read and
            edit the reply, then Send or Decline.
          </p>
          {state.toolCalls.length > 0 && <DraftToolCalls state={state} />}
        </div>
      );
  }
}

function DraftToolCalls({ state }: { state: Extract<AskState, { kind: 'done' }> }) {
  return (
    <section className="ask-model__tools" aria-label="Tool calls in the draft">
      <p className="note note--warning">
        The model answered with {state.toolCalls.length === 1 ? 'a tool call' : `${state.toolCalls.length} tool calls`}. This dialog sends a text reply only, so the calls below are not
        sent: reply in text or decline.
      </p>
      <ul className="ask-model__calls">
        {state.toolCalls.map((call) => (
          <li key={call.id}>
            <code>{call.name}</code>
            <pre className="ask-model__args">
              <code>{call.argumentsText === '' ? '{}' : call.argumentsText}</code>
            </pre>
          </li>
        ))}
      </ul>
    </section>
  );
}

interface AskModelProps {
  /** The `sampling/createMessage` params as the server sent them. */
  rawParams: unknown;
  /** The reply as it stands, given back if a draft fails. */
  reply: SamplingReply;
  setDraft: Dispatch<SetStateAction<SamplingReply>>;
}

/** `Ask model` when a model is configured; otherwise `Model settings` to configure one. */
export function AskModelBar({ rawParams, reply, setDraft }: AskModelProps) {
  const { settings, state, ask, stop } = useAskModel(rawParams, reply, setDraft);
  if (settings === undefined) {
    return (
      <div className="ask-model">
        <p className="note ask-model__invite">A model of your own can draft this reply: set one up, then press Ask model.</p>
        <ModelSettingsButton className="button button--small" />
      </div>
    );
  }
  const drafting = state.kind === 'drafting';
  return (
    <div className="ask-model">
      <div className="ask-model__actions">
        <button type="button" className="button" onClick={ask} disabled={drafting}>
          Ask model
        </button>
        {drafting && (
          <button type="button" className="button" onClick={stop}>
            Stop
          </button>
        )}
        <span className="note ask-model__which">
          {settings.model} at {URL.canParse(settings.baseUrl) ? new URL(settings.baseUrl).host : settings.baseUrl}
        </span>
        <ModelSettingsButton className="button button--small" />
      </div>
      <Outcome state={state} />
    </div>
  );
}
