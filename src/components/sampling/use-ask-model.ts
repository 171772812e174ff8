import { specTypeSchemas } from '@modelcontextprotocol/client';
import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import {
  classifyModelError,
  modelSettingsStore,
  runTurn,
  samplingToTurn,
  type FinishReason,
  type ModelErrorInfo,
  type ModelSettings,
  type ModelToolCall,
} from '../../models';
import type { SamplingReply, StopReason } from '../../protocol';
import { useModelTransport } from '../../hooks/use-model-transport';
import { useStore } from '../../hooks/use-store';

/** The reply's stop reason for the model's finish; a tool-use finish has no text-reply equivalent. */
const STOP_OF: Record<FinishReason, StopReason> = {
  stop: 'endTurn',
  tool_calls: 'endTurn',
  length: 'maxTokens',
  stop_sequence: 'stopSequence',
  content_filter: 'endTurn',
  other: 'endTurn',
};

export type AskState =
  | { kind: 'idle' }
  | { kind: 'drafting'; model: string }
  | { kind: 'done'; model: string; configuredModel: string; modelNote: string; finish: FinishReason; toolCalls: readonly ModelToolCall[] }
  | { kind: 'stopped' }
  | { kind: 'error'; info: ModelErrorInfo };

export interface AskModel {
  /** Undefined until the user has saved model settings. */
  settings: ModelSettings | undefined;
  state: AskState;
  ask: () => void;
  stop: () => void;
}

function invalidRequest(message: string): ModelErrorInfo {
  return { kind: 'bad-request', title: 'The server’s sampling request cannot be sent to a model', hint: 'Answer it by hand, or decline it.', providerMessage: message };
}

/**
 * `Ask model` (issue 40, item 4): the configured model drafts the reply to a server's
 * `sampling/createMessage` from its params. The draft only fills the reply; sending stays the user's.
 * Leaving the dialog ends a draft still streaming.
 */
export function useAskModel(rawParams: unknown, reply: SamplingReply, setDraft: Dispatch<SetStateAction<SamplingReply>>): AskModel {
  const { settings, apiKey } = useStore(modelSettingsStore);
  const { transportFor } = useModelTransport();
  const [state, setState] = useState<AskState>({ kind: 'idle' });
  const running = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => running.current?.abort(), []);

  const draft = async (configured: ModelSettings, controller: AbortController, before: SamplingReply) => {
    const parsed = specTypeSchemas.CreateMessageRequestParams['~standard'].validate(rawParams);
    if (parsed.issues !== undefined) {
      setState({ kind: 'error', info: invalidRequest(parsed.issues.map((issue) => issue.message).join('; ')) });
      return;
    }
    try {
      const turn = samplingToTurn(parsed.value, configured);
      setState({ kind: 'drafting', model: configured.model });
      setDraft((d) => ({ ...d, text: '', model: configured.model }));
      const request = { settings: configured, apiKey: apiKey ?? '', messages: turn.messages, tools: turn.tools, maxTokens: turn.maxTokens, signal: controller.signal };
      const optional = { ...(turn.system === undefined ? {} : { system: turn.system }), ...(turn.stopSequences === undefined ? {} : { stopSequences: turn.stopSequences }), ...(turn.temperature === undefined ? {} : { temperature: turn.temperature }) };
      const result = await runTurn({ ...request, ...optional }, { onText: (delta) => setDraft((d) => ({ ...d, text: d.text + delta })) }, transportFor(configured));
      setDraft((d) => ({ ...d, text: result.text, model: result.model, stopReason: STOP_OF[result.finish] }));
      // A call is shown under the request's own tool name, not the provider-safe name it was offered as.
      const toolCalls = result.toolCalls.map((call) => ({ ...call, name: turn.mcpToolName(call.name) ?? call.name }));
      setState({ kind: 'done', model: result.model, configuredModel: configured.model, modelNote: turn.modelNote, finish: result.finish, toolCalls });
    } catch (error: unknown) {
      if (controller.signal.aborted) {
        setState({ kind: 'stopped' });
        return;
      }
      // A failed draft gives the reply back as the user left it.
      setDraft(before);
      setState({ kind: 'error', info: classifyModelError(error, configured) });
    }
  };

  return {
    settings,
    state,
    ask: () => {
      if (settings === undefined || state.kind === 'drafting') return;
      const controller = new AbortController();
      running.current = controller;
      void draft(settings, controller, reply);
    },
    stop: () => running.current?.abort(),
  };
}
