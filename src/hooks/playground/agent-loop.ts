import type { CallToolResult } from '@modelcontextprotocol/client';
import type { PlaygroundStore } from './playground-store';
import {
  ModelError,
  parseToolArguments,
  type ConversationEntry,
  type ModelErrorInfo,
  type ModelSettings,
  type ModelToolCall,
  type OfferedTools,
  type TurnCallbacks,
  type TurnRequest,
  type TurnResult,
} from '../../models';
import { entriesToMessages } from './conversation-messages';

/** Rounds of model turn + tool calls before the loop stops asking the model again. */
export const MAX_ROUNDS = 10;

export type CallOutcome = { ok: true; result: CallToolResult } | { ok: false; error: string };

export interface LoopDeps {
  store: PlaygroundStore;
  /** `runTurn` with the page's transport bound; a test passes a fake. */
  runTurn: (request: TurnRequest, callbacks: TurnCallbacks) => Promise<TurnResult>;
  settings: ModelSettings;
  apiKey: string;
  offered: OfferedTools;
  /** Whether a call of the tool offered as `offeredName` waits for the user, by the tools list's annotations (`call-policy.ts` of the panel). */
  asks: (offeredName: string, autoRunReadOnly: boolean) => boolean;
  /** The MCP call of the tool offered as `offeredName`, on its server's session, for the card `entryId`; aborting `signal` cancels it. */
  callTool: (offeredName: string, args: Record<string, unknown>, signal: AbortSignal, entryId: string) => Promise<CallOutcome>;
  /** Waits for the user's `Allow` / `Deny` on a call card. */
  decide: (entryId: string) => Promise<'allowed' | 'denied'>;
  signal: AbortSignal;
  newId: () => string;
  maxRounds?: number;
}

/** How a run ended; `rounds` counts the model turns that answered. */
export interface LoopEnd {
  ended: 'answer' | 'stopped' | 'error' | 'round-cap';
  rounds: number;
}

type ToolCallEntry = Extract<ConversationEntry, { kind: 'tool-call' }>;

function errorInfo(error: unknown): ModelErrorInfo {
  if (error instanceof ModelError) return error.info;
  return { kind: 'other', title: `The model turn failed: ${error instanceof Error ? error.message : String(error)}`, hint: 'Try again; the raw view shows the exchange.' };
}

/**
 * The key of an offered tool in the store's `enabledTools`: the MCP tool's name, with its server's
 * URL in front where the tools of several servers are offered (two may share a name).
 */
export function enabledKey(offered: OfferedTools, offeredName: string): string {
  const toolName = offered.mcpName(offeredName) ?? offeredName;
  const server = offered.serverOf?.(offeredName);
  return server === undefined ? toolName : `${server.id} ${toolName}`;
}

function stopped(signal: AbortSignal, error: unknown): boolean {
  return signal.aborted || (error instanceof ModelError && error.info.kind === 'aborted');
}

async function modelTurn(deps: LoopDeps, assistantId: string): Promise<TurnResult> {
  const { store, settings } = deps;
  const state = store.getSnapshot();
  const tools = deps.offered.offered.filter((tool) => state.enabledTools[enabledKey(deps.offered, tool.name)] !== false);
  const request: TurnRequest = {
    settings,
    apiKey: deps.apiKey,
    ...(state.system.trim() === '' ? {} : { system: state.system }),
    // The entry being streamed is empty so far; it is not part of what the model reads.
    messages: entriesToMessages(state.entries.filter((entry) => entry.id !== assistantId)),
    tools,
    ...(state.temperature === undefined ? {} : { temperature: state.temperature }),
    maxTokens: state.maxTokens,
    signal: deps.signal,
  };
  return deps.runTurn(request, {
    onText: (delta) => store.update(assistantId, (entry) => (entry.kind === 'assistant' ? { ...entry, text: entry.text + delta } : entry)),
  });
}

/** One call the model asked for: asked about (or run at once), then run, its card updated. */
async function handleCall(deps: LoopDeps, call: ModelToolCall, entry: ToolCallEntry): Promise<number> {
  const { store } = deps;
  const set = (change: Partial<ToolCallEntry>) => store.update(entry.id, (current) => (current.kind === 'tool-call' ? { ...current, ...change } : current));
  if (entry.toolName === undefined) {
    set({ error: `The model named ${call.name}, which is not an offered tool.` });
    return 0;
  }
  const decision = entry.decision === 'auto' ? 'auto' : await deps.decide(entry.id);
  if (deps.signal.aborted) {
    set({ decision: 'denied', error: 'Stopped before the call was made.' });
    return 0;
  }
  set({ decision });
  if (decision === 'denied') return 0;
  const parsed = parseToolArguments(call.argumentsText);
  if (!parsed.ok) {
    set({ error: `The arguments are not valid JSON: ${parsed.error}` });
    return 0;
  }
  const started = performance.now();
  const outcome = await deps.callTool(call.name, parsed.value, deps.signal, entry.id);
  const durationMs = performance.now() - started;
  set(outcome.ok ? { result: { isError: outcome.result.isError === true, value: outcome.result }, durationMs } : { error: outcome.error, durationMs });
  return durationMs;
}

async function runCalls(deps: LoopDeps, calls: readonly ModelToolCall[]): Promise<number> {
  const autoRun = deps.store.getSnapshot().autoRunReadOnly;
  const entries = calls.map((call): ToolCallEntry => {
    const toolName = deps.offered.mcpName(call.name);
    const asks = toolName === undefined || deps.asks(call.name, autoRun);
    const server = deps.offered.serverOf?.(call.name);
    return {
      kind: 'tool-call',
      id: deps.newId(),
      callId: call.id,
      offeredName: call.name,
      toolName,
      ...(server === undefined ? {} : { server }),
      argumentsText: call.argumentsText,
      decision: asks ? 'pending' : 'auto',
    };
  });
  for (const entry of entries) deps.store.append(entry);
  let toolMs = 0;
  for (const [index, call] of calls.entries()) {
    const entry = entries[index];
    if (entry !== undefined) toolMs += await handleCall(deps, call, entry);
  }
  return toolMs;
}

/**
 * The agent loop (issue 40): a model turn streamed into an assistant entry, then each tool call
 * it asked for as a card, allowed or denied, run on the MCP session and fed back, then the next
 * turn, until the model answers without calls, the user stops, a turn fails or the rounds run out.
 */
export async function runConversation(deps: LoopDeps): Promise<LoopEnd> {
  const { store } = deps;
  const maxRounds = deps.maxRounds ?? MAX_ROUNDS;
  for (let round = 0; round < maxRounds; round += 1) {
    const assistantId = deps.newId();
    store.append({ kind: 'assistant', id: assistantId, text: '', model: deps.settings.model });
    let turn: TurnResult;
    try {
      turn = await modelTurn(deps, assistantId);
    } catch (error) {
      const streamed = store.getSnapshot().entries.find((entry) => entry.id === assistantId);
      // What arrived before a stop is kept; an entry that never got a word is not.
      if (streamed?.kind === 'assistant' && streamed.text === '') store.remove(assistantId);
      store.append({ kind: 'error', id: deps.newId(), info: errorInfo(error) });
      return { ended: stopped(deps.signal, error) ? 'stopped' : 'error', rounds: round };
    }
    const stats = { usage: turn.usage, modelMs: turn.latencyMs, toolMs: 0 };
    const finish = (toolMs: number) =>
      store.update(assistantId, (entry) => (entry.kind === 'assistant' ? { ...entry, text: turn.text, model: turn.model, exchangeId: turn.exchangeId, stats: { ...stats, toolMs } } : entry));
    finish(0);
    if (turn.toolCalls.length === 0) return { ended: 'answer', rounds: round + 1 };
    finish(await runCalls(deps, turn.toolCalls));
    if (deps.signal.aborted) return { ended: 'stopped', rounds: round + 1 };
  }
  store.append({
    kind: 'error',
    id: deps.newId(),
    info: { kind: 'other', title: `Stopped after ${maxRounds} rounds of tool calls`, hint: 'The model kept calling tools. Send a message to let it go on, or change the system prompt.' },
  });
  return { ended: 'round-cap', rounds: maxRounds };
}
