import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { NO_AUTOMATIC_REFETCH } from '../../cache';
import { ConsoleError, methodOffered, type ConsoleErrorData } from '../../protocol';
import { completionKey, Debouncer, describeCompletionCount, requestCompletion, type CompletionRef } from '../../protocol/server-features/completion';
import { useCacheContext } from '../use-cache';
import { useSession } from './use-session';

export type { CompletionRef } from '../../protocol/server-features/completion';

/** One request per this much quiet typing (spec §16: clients SHOULD debounce). */
export const COMPLETION_DEBOUNCE_MS = 250;

/**
 * How long an answer stays in memory after its field stops asking for it. Completion is not
 * cacheable by protocol (spec §12, §16), so answers are stale at once (`staleTime: 0`): a
 * prefix typed again shows its remembered answer instantly, without flicker, while it is
 * asked again — the server may narrow differently by now. Identical requests in flight at
 * the same time (two fields, a remount) share one request.
 */
const COMPLETION_GC_MS = 5 * 60_000;

export interface UseCompletionOptions {
  ref: CompletionRef;
  argumentName: string;
  /** What the user typed so far. */
  value: string;
  /** The other arguments/variables already filled (dependent narrowing, spec §16 `context.arguments`). */
  contextArguments?: Readonly<Record<string, string>>;
  /** Ask only while true, e.g. while the field has focus. */
  enabled?: boolean;
}

export interface CompletionState {
  /** False when the server does not declare the `completions` capability: nothing is ever sent. */
  supported: boolean;
  values: string[];
  total: number | undefined;
  hasMore: boolean;
  loading: boolean;
  error: ConsoleErrorData | undefined;
  /** "showing 100 of 2,345", once an answer is in. */
  countLabel: string | undefined;
}

/** `value` once it has stopped changing for `delayMs`; the first value is taken at once. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  const [debouncer] = useState(() => new Debouncer<T>(delayMs, setSettled));
  useEffect(() => {
    debouncer.push(value);
  }, [debouncer, value]);
  useEffect(() => () => debouncer.cancel(), [debouncer]);
  return settled;
}

/**
 * Server-driven suggestions for a prompt argument (`ref/prompt`) or a template variable
 * (`ref/resource`) via `completion/complete` (spec §16). Typing is debounced; a new prefix
 * aborts the request still in flight for the previous one (the query function hands its
 * `signal` to the SDK, and TanStack Query aborts a query nobody observes any more).
 */
export function useCompletion({ ref, argumentName, value, contextArguments, enabled = true }: UseCompletionOptions): CompletionState {
  const { status } = useSession();
  const ctx = useCacheContext();
  const supported = status.state === 'connected' && methodOffered(status.server.capabilities, 'completion/complete');
  const prefix = useDebouncedValue(value, COMPLETION_DEBOUNCE_MS);
  const input = { ref, argumentName, value: prefix, ...(contextArguments === undefined ? {} : { contextArguments }) };
  const session = enabled && supported ? ctx?.session : undefined;
  const active = session !== undefined;
  const query = useQuery({
    queryKey: completionKey(ctx ?? { serverId: '', principalId: '' }, input),
    queryFn: session === undefined ? skipToken : ({ signal }) => requestCompletion(session, input, signal),
    staleTime: 0,
    gcTime: COMPLETION_GC_MS,
    placeholderData: keepPreviousData,
    ...NO_AUTOMATIC_REFETCH,
  });
  // The last answer stays after the field loses focus, so the count line does not jump away under the pointer.
  const answer = supported ? query.data : undefined;
  return {
    supported,
    values: answer?.values ?? [],
    total: answer?.total,
    hasMore: answer?.hasMore ?? false,
    loading: active && query.isFetching,
    error: active && query.error !== null ? toErrorData(query.error) : undefined,
    countLabel: answer === undefined ? undefined : describeCompletionCount(answer),
  };
}

function toErrorData(error: Error): ConsoleErrorData {
  return error instanceof ConsoleError ? error.data : { kind: 'protocol', message: error.message };
}
