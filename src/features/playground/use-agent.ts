import type { Tool } from '@modelcontextprotocol/client';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { CacheContext } from '../../cache';
import { callTool, type ToolsList } from '../../components/tool-call';
import { playgroundStore, type PlaygroundStore } from '../../hooks/playground';
import { useModelTransport } from '../../hooks/use-model-transport';
import { useStore } from '../../hooks/use-store';
import { modelSettingsStore, offerTools, runTurn, type ModelMessage, type OfferedTools } from '../../models';
import { ConsoleError } from '../../protocol';
import { isTaskRefusal } from '../../protocol/server-features/tasks/task-result';
import type { CallOutcome, LoopDeps } from './agent-loop';
import { sendRun } from './send-run';

let nextId = 0;
const newId = (): string => `pg-${Date.now().toString(36)}-${(nextId += 1).toString(36)}`;

function failure(error: unknown, signal: AbortSignal): string {
  if (signal.aborted) return 'Cancelled: the request stream was closed (notifications/cancelled).';
  if (isTaskRefusal(error)) return 'The server runs this call as a task; the playground does not follow tasks yet, so the Tools panel shows its result.';
  if (error instanceof ConsoleError) return error.data.message;
  return error instanceof Error ? error.message : String(error);
}

export interface Agent {
  /** The connected server's usable tools, and how they are offered to the model. */
  tools: readonly Tool[];
  offered: OfferedTools;
  /** Settings and key are there: a message can go. */
  ready: boolean;
  send: (input: { typed: string } | { queued: readonly ModelMessage[] }) => void;
  decide: (entryId: string, decision: 'allowed' | 'denied') => void;
  stop: () => void;
}

/**
 * The playground's agent on the active session: the loop of `agent-loop.ts` with the page's model
 * transport, the tools list's entries for `callTool` (so `Mcp-Param-*` headers, input_required and
 * the -32020 retry are the Tools panel's), and the user's decisions on the call cards.
 */
export function useAgent(ctx: CacheContext | undefined, list: ToolsList | undefined, store: PlaygroundStore = playgroundStore): Agent {
  const config = useStore(modelSettingsStore);
  const transports = useModelTransport();
  const controller = useRef<AbortController | undefined>(undefined);
  const waiting = useRef(new Map<string, (decision: 'allowed' | 'denied') => void>());
  const tools = useMemo(() => (list?.usable ?? []).map((entry) => entry.tool), [list?.usable]);
  const offered = useMemo(() => offerTools(tools), [tools]);

  const stop = useCallback(() => {
    controller.current?.abort();
    for (const resolve of waiting.current.values()) resolve('denied');
    waiting.current.clear();
  }, []);
  // A run still going when the panel goes away is stopped, not left to call tools unseen.
  useEffect(() => stop, [stop]);

  const { settings, apiKey } = config;
  const ready = settings !== undefined && settings.model !== '';

  const send = useCallback(
    (input: { typed: string } | { queued: readonly ModelMessage[] }) => {
      if (settings === undefined || store.getSnapshot().busy) return;
      const abort = new AbortController();
      controller.current = abort;
      const transport = transports.transportFor(settings);
      const call = async (mcpName: string, args: Record<string, unknown>, signal: AbortSignal): Promise<CallOutcome> => {
        const entry = list?.usable.find((candidate) => candidate.tool.name === mcpName);
        if (ctx === undefined || list === undefined || entry === undefined) return { ok: false, error: `No tool named ${mcpName} on the connected server.` };
        try {
          const outcome = await callTool({ session: ctx.session, entry, args, signal, refresh: list.refreshTool, onProgress: () => undefined });
          return { ok: true, result: outcome.result };
        } catch (error) {
          return { ok: false, error: failure(error, signal) };
        }
      };
      const deps: LoopDeps = {
        store,
        runTurn: (request, callbacks) => runTurn(request, callbacks, transport),
        settings,
        apiKey: apiKey ?? '',
        offered,
        lookup: (name) => tools.find((tool) => tool.name === name),
        callTool: call,
        decide: (entryId) => new Promise((resolve) => waiting.current.set(entryId, resolve)),
        signal: abort.signal,
        newId,
      };
      void sendRun(deps, input).finally(() => {
        if (controller.current === abort) controller.current = undefined;
      });
    },
    [settings, apiKey, transports, offered, tools, ctx, list, store],
  );

  const decide = useCallback((entryId: string, decision: 'allowed' | 'denied') => {
    waiting.current.get(entryId)?.(decision);
    waiting.current.delete(entryId);
  }, []);

  return { tools, offered, ready, send, decide, stop };
}
