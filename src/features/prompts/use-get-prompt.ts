import { specTypeSchemas, type GetPromptResult } from '@modelcontextprotocol/client';
import { useRef, useState } from 'react';
import { collectRounds, type InputRound, type McpSession } from '../../protocol';
import type { ConsoleErrorData } from '../../protocol/types';
import { errorData } from './use-prompts-list';

export type GetPromptState =
  | { status: 'idle' }
  | { status: 'running'; name: string }
  | { status: 'done'; name: string; result: GetPromptResult; rounds: InputRound[]; exchangeId: number | undefined }
  | { status: 'failed'; name: string; error: ConsoleErrorData; rounds: InputRound[] };

/**
 * `prompts/get` (spec §15.3). Never cached: it is not a cacheable method, and an
 * `input_required` retry (spec §11) must not be cached anyway. The rounds are read back
 * from the traffic log, so what the preview shows is what went over the wire.
 */
export function useGetPrompt(session: McpSession) {
  const [state, setState] = useState<GetPromptState>({ status: 'idle' });
  const runId = useRef(0);

  const run = async (name: string, args: Record<string, string>) => {
    const id = ++runId.current;
    const params = { name, arguments: args };
    const since = (session.traffic.getSnapshot().frames.at(-1)?.id ?? 0) + 1;
    const sinceExchange = session.traffic.nextExchangeId;
    setState({ status: 'running', name });
    const rounds = async () => {
      await session.traffic.whenSettled(sinceExchange);
      return collectRounds(session.traffic.getSnapshot().frames, 'prompts/get', params, since);
    };
    try {
      const result = await session.request({ method: 'prompts/get', params }, specTypeSchemas.GetPromptResult);
      const found = await rounds();
      const last = session.traffic.getSnapshot().frames.findLast((f) => f.method === 'prompts/get' && f.id >= since);
      if (id === runId.current) setState({ status: 'done', name, result, rounds: found, exchangeId: last?.exchangeId });
    } catch (error) {
      const found = await rounds();
      if (id === runId.current) setState({ status: 'failed', name, error: errorData(error), rounds: found });
    }
  };

  return { state, run: (name: string, args: Record<string, string>) => void run(name, args) };
}
