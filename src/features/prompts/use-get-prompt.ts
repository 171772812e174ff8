import { specTypeSchemas, type GetPromptResult } from '@modelcontextprotocol/client';
import { useRef, useState } from 'react';
import { collectRounds, type InputRound, type McpSession } from '../../protocol';
import type { ConsoleErrorData, RecoveryNotice } from '../../protocol/model/types';
import { useViewRefresh } from '../../hooks/navigation/use-view-refresh';
import { errorData } from './use-prompts-list';

/** What a finished run shows besides its result: when it was answered, and whether a recovery re-ran it. */
interface Answered {
  name: string;
  rounds: InputRound[];
  /** When the answer came (epoch ms), to tell whether a later recovery made it old. */
  at: number;
  /** Set when the console re-ran the preview by itself after this recovery. */
  refreshedBy?: RecoveryNotice | undefined;
  /** True while that re-run is under way; the previous answer stays on screen meanwhile. */
  refreshing?: boolean;
}

export type GetPromptState =
  | { status: 'idle' }
  | { status: 'running'; name: string }
  | ({ status: 'done'; result: GetPromptResult; exchangeId: number | undefined } & Answered)
  | ({ status: 'failed'; error: ConsoleErrorData } & Answered);

/**
 * `prompts/get` (spec §15.3). Never cached: it is not a cacheable method, and an
 * `input_required` retry (spec §11) must not be cached anyway. The rounds are read back
 * from the traffic log, so what the preview shows is what went over the wire.
 *
 * Because the preview lives outside the cache, the cache's refetch after a recovery does not
 * reach it: it is re-run here, with the arguments it was run with, whenever the resource view
 * is refreshed too (`useViewRefresh`). `prompts/get` has no side effects, so this is safe.
 */
export function useGetPrompt(session: McpSession, serverId: string) {
  const [state, setState] = useState<GetPromptState>({ status: 'idle' });
  const runId = useRef(0);
  const lastRun = useRef<{ name: string; args: Record<string, string> } | undefined>(undefined);

  const run = async (name: string, args: Record<string, string>, refreshedBy?: RecoveryNotice) => {
    const id = ++runId.current;
    lastRun.current = { name, args };
    const params = { name, arguments: args };
    const since = (session.traffic.getSnapshot().frames.at(-1)?.id ?? 0) + 1;
    const sinceExchange = session.traffic.nextExchangeId;
    if (refreshedBy === undefined) setState({ status: 'running', name });
    else setState((prev) => (prev.status === 'done' || prev.status === 'failed' ? { ...prev, refreshing: true, refreshedBy } : { status: 'running', name }));
    const rounds = async () => {
      await session.traffic.whenSettled(sinceExchange);
      return collectRounds(session.traffic.getSnapshot().frames, 'prompts/get', params, since);
    };
    try {
      const result = await session.request({ method: 'prompts/get', params }, specTypeSchemas.GetPromptResult);
      const found = await rounds();
      const last = session.traffic.getSnapshot().frames.findLast((f) => f.method === 'prompts/get' && f.id >= since);
      if (id === runId.current) setState({ status: 'done', name, result, rounds: found, exchangeId: last?.exchangeId, at: Date.now(), refreshedBy });
    } catch (error) {
      const found = await rounds();
      if (id === runId.current) setState({ status: 'failed', name, error: errorData(error), rounds: found, at: Date.now(), refreshedBy });
    }
  };

  // Only a preview on screen is re-run: a run still under way will answer from the new session anyway.
  useViewRefresh(serverId, (notice) => {
    if ((state.status === 'done' || state.status === 'failed') && lastRun.current !== undefined) {
      void run(lastRun.current.name, lastRun.current.args, notice);
    }
  });

  return { state, run: (name: string, args: Record<string, string>) => void run(name, args) };
}
