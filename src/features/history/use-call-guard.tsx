import { useCallback, useState, type ReactNode } from 'react';
import type { CacheContext } from '../../cache';
import { callsToConfirm, ConfirmCallDialog, ConfirmCallsDialog, type GuardedCall } from '../../components/confirm-call';
import { useCacheServices } from '../../hooks/use-cache';
import { confirmSkips } from '../../lib/stored/confirm-skips';
import type { CollectionItem } from '../../recording/history/types';
import { cachedToolsLookup } from './tools-lookup';

interface Question {
  /** Undefined for one call (Re-run), else what the run is called (a collection). */
  runName: string | undefined;
  calls: GuardedCall[];
  answer: (go: boolean) => void;
}

export interface CallGuard {
  /**
   * Resolves true when `calls` may be sent: none of them calls a possibly destructive tool the
   * user has not waived, or the user confirmed. Asks once for the whole list.
   */
  confirm: (calls: readonly Pick<CollectionItem, 'method' | 'params'>[], runName?: string) => Promise<boolean>;
  /** The open question, to render in the panel. */
  dialog: ReactNode;
}

/**
 * History's Re-run and collection runs ask before a tools/call the Tools panel would ask about
 * (spec §19), with the same dialog and the same "don't ask again" list (lib/stored/confirm-skips).
 */
export function useCallGuard(url: string, ctx: CacheContext | undefined): CallGuard {
  const { stats } = useCacheServices();
  const [question, setQuestion] = useState<Question | undefined>(undefined);

  const confirm = useCallback<CallGuard['confirm']>(
    async (calls, runName) => {
      if (ctx === undefined || !calls.some((call) => call.method === 'tools/call')) return true;
      const lookup = await cachedToolsLookup(stats, ctx);
      const guarded = callsToConfirm(calls, lookup, (name) => confirmSkips().isSkipped(url, name));
      if (guarded.length === 0) return true;
      return new Promise<boolean>((resolve) => setQuestion({ runName, calls: guarded, answer: resolve }));
    },
    [ctx, stats, url],
  );

  const settle = (go: boolean, dontAskAgain: boolean) => {
    if (question === undefined) return;
    if (go && dontAskAgain) for (const call of question.calls) confirmSkips().skip(url, call.toolName);
    question.answer(go);
    setQuestion(undefined);
  };
  const [single] = question?.calls ?? [];
  let dialog: ReactNode = null;
  if (question !== undefined && question.runName === undefined && single !== undefined) {
    dialog = <ConfirmCallDialog toolName={single.toolName} argumentsText={JSON.stringify(single.args, null, 2)} onConfirm={(skip) => settle(true, skip)} onCancel={() => settle(false, false)} />;
  } else if (question !== undefined) {
    dialog = <ConfirmCallsDialog runName={question.runName} calls={question.calls} onConfirm={(skip) => settle(true, skip)} onCancel={() => settle(false, false)} />;
  }
  return { confirm, dialog };
}
