import { specTypeSchemas, type StandardSchemaV1 } from '@modelcontextprotocol/client';
import { ConsoleError } from '../../protocol/diagnosis/console-error';
import type { McpSession } from '../../protocol/session/session';
import { sameOutcome, type CallOutcome } from './diff-model';
import { boundResult, normalizeValue } from './normalize';
import { outcomeStatus, type CollectionItem, type HistoryMethod } from './types';

const RESULT_SCHEMAS: Record<HistoryMethod, StandardSchemaV1> = {
  'resources/read': specTypeSchemas.ReadResourceResult,
  'prompts/get': specTypeSchemas.GetPromptResult,
  'tools/call': specTypeSchemas.CallToolResult,
  'completion/complete': specTypeSchemas.CompleteResult,
};

export type CallSession = Pick<McpSession, 'request'>;

/**
 * Sends a History call again with the same params. It goes through `session.request`, so it is
 * recorded like any call, and an `input_required` answer prompts in the Input required dialog again.
 */
export async function callAgain(session: CallSession, call: Pick<CollectionItem, 'method' | 'params' | 'paramHeaders'>): Promise<CallOutcome> {
  const { method, params, paramHeaders } = call;
  try {
    const result: unknown = await session.request({ method, params }, RESULT_SCHEMAS[method], paramHeaders === undefined ? {} : { headers: paramHeaders });
    return { result: boundResult(await normalizeValue(result, [])) };
  } catch (error) {
    const code = error instanceof ConsoleError ? error.data.code : undefined;
    return { error: { message: error instanceof Error ? error.message : String(error), ...(code === undefined ? {} : { code }) } };
  }
}

export interface ItemVerdict {
  index: number;
  item: CollectionItem;
  pass: boolean;
  /** Why it failed, or what passed. */
  reason: string;
  outcome: CallOutcome;
}

/** The pass/fail rule of a collection run (issue 17): no error and, when asked for, the saved result again. */
export function judgeItem(item: CollectionItem, outcome: CallOutcome): { pass: boolean; reason: string } {
  if (outcomeStatus(outcome.result, outcome.error) === 'error') {
    return { pass: false, reason: outcome.error === undefined ? 'the tool reported an error (isError)' : `error: ${outcome.error.message}` };
  }
  if (item.expectSame && !sameOutcome({ result: item.savedResult, error: item.savedError }, outcome)) {
    return { pass: false, reason: 'the result differs from the saved one' };
  }
  return { pass: true, reason: item.expectSame ? 'no error, same result' : 'no error' };
}

/** Runs a collection's calls one after the other, in order, reporting each verdict as it comes. */
export async function runCollection(session: CallSession, items: readonly CollectionItem[], onVerdict: (verdict: ItemVerdict) => void): Promise<ItemVerdict[]> {
  const verdicts: ItemVerdict[] = [];
  for (const [index, item] of items.entries()) {
    const outcome = await callAgain(session, item);
    const verdict = { index, item, outcome, ...judgeItem(item, outcome) };
    verdicts.push(verdict);
    onVerdict(verdict);
  }
  return verdicts;
}
