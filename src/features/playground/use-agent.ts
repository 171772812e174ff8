import type { Tool } from '@modelcontextprotocol/client';
import { useCallback, useMemo } from 'react';
import type { CacheContext } from '../../cache';
import type { ToolsList } from '../../components/tool-call';
import { playgroundRunner, useAttachResource, type PlaygroundRunner, type RunSetup, type SendInput } from '../../hooks/playground';
import { useModelTransport } from '../../hooks/use-model-transport';
import { useStore } from '../../hooks/use-store';
import { modelSettingsStore, offerTools, runTurn, type OfferedTools } from '../../models';
import { needsAsking } from './call-policy';
import { callOnSession } from './mcp-call';

export interface Agent {
  /** The connected server's usable tools, and how they are offered to the model. */
  tools: readonly Tool[];
  offered: OfferedTools;
  /** Settings and key are there: a message can go. */
  ready: boolean;
  send: (input: SendInput) => void;
  decide: (entryId: string, decision: 'allowed' | 'denied') => void;
  stop: () => void;
}

/**
 * The playground's agent on the active session: sets up a run of the page's runner (which owns
 * the loop, so it outlives this panel) with the page's model transport, the tools list's entries
 * for the calls (the Tools panel's `callTool`, tasks followed) and the resource reads of attachments.
 */
export function useAgent(ctx: CacheContext | undefined, list: ToolsList | undefined, runner: PlaygroundRunner = playgroundRunner): Agent {
  const config = useStore(modelSettingsStore);
  const transports = useModelTransport();
  const readResource = useAttachResource();
  const tools = useMemo(() => (list?.usable ?? []).map((entry) => entry.tool), [list?.usable]);
  const offered = useMemo(() => offerTools(tools), [tools]);
  const { settings, apiKey } = config;
  const ready = settings !== undefined && settings.model !== '';

  const send = useCallback(
    (input: SendInput) => {
      if (settings === undefined) return;
      const transport = transports.transportFor(settings);
      const setup: RunSetup = {
        runTurn: (request, callbacks) => runTurn(request, callbacks, transport),
        settings,
        apiKey: apiKey ?? '',
        offered,
        asks: (name, autoRun) => needsAsking(tools.find((tool) => tool.name === name), autoRun),
        callTool: (mcpName, args, signal, onTask) => {
          if (ctx === undefined || list === undefined) return Promise.resolve({ ok: false, error: 'Not connected to a server.' });
          const entry = list.usable.find((candidate) => candidate.tool.name === mcpName);
          return callOnSession({ session: ctx.session, entry, refresh: list.refreshTool }, mcpName, args, signal, onTask);
        },
        ...(ctx === undefined ? {} : { readResource }),
      };
      void runner.send(setup, input);
    },
    [settings, apiKey, transports, offered, tools, ctx, list, readResource, runner],
  );

  const decide = useCallback((entryId: string, decision: 'allowed' | 'denied') => runner.decide(entryId, decision), [runner]);
  const stop = useCallback(() => runner.stop(), [runner]);

  return { tools, offered, ready, send, decide, stop };
}
