import { isCallToolResult, type Tool } from '@modelcontextprotocol/client';
import { useSyncExternalStore } from 'react';
import type { CacheContext } from '../../cache';
import { CodeBlock } from '../../components/code-block';
import { ToolResult, type ToolCallState } from '../../components/tool-call';
import { playgroundRunner } from '../../hooks/playground';
import type { ConversationEntry } from '../../models';
import type { TaskFollower } from '../../protocol/server-features/tasks';

type ToolCallEntry = Extract<ConversationEntry, { kind: 'tool-call' }>;

interface ToolCallCardProps {
  entry: ToolCallEntry;
  tool: Tool | undefined;
  ctx: CacheContext | undefined;
  /** Undefined for a recorded conversation: nothing waits for a decision there. */
  onDecide: ((decision: 'allowed' | 'denied') => void) | undefined;
  onShowExchange: (exchangeId: number) => void;
}

function formatArguments(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

const DECISIONS: Record<ToolCallEntry['decision'], string> = {
  pending: 'Waiting for you to allow or deny it',
  allowed: 'Allowed',
  auto: 'Ran without asking (read-only)',
  denied: 'Denied: the model was told the user refused',
};

function resultState(entry: ToolCallEntry, follower: TaskFollower | undefined): ToolCallState | undefined {
  const toolName = entry.toolName ?? entry.offeredName;
  // A call the server runs as a task shows it, as the Tools panel does, its result included.
  if (follower !== undefined) return { status: 'task', toolName, task: follower.getSnapshot().task, startedAt: 0, exchangeId: undefined, follower };
  const value = entry.result?.value;
  if (isCallToolResult(value)) return { status: 'done', toolName, outcome: { result: value, headers: {}, retried: false }, durationMs: entry.durationMs ?? 0 };
  if (entry.decision !== 'pending' && entry.decision !== 'denied' && entry.error === undefined) return { status: 'running', toolName, progress: undefined };
  return undefined;
}

/** A tool call the model made: its arguments, the MCP tool it maps to, `Allow` / `Deny`, then the result. */
export function ToolCallCard({ entry, tool, ctx, onDecide, onShowExchange }: ToolCallCardProps) {
  const follower = useSyncExternalStore(playgroundRunner.subscribe, () => playgroundRunner.task(entry.id));
  const state = resultState(entry, follower);
  const waiting = entry.decision === 'pending' && entry.error === undefined && onDecide !== undefined;
  return (
    <article className="playground-call" aria-label={`Tool call ${entry.offeredName}`}>
      <header className="playground-call__head">
        <span className="playground-call__name">{entry.offeredName}</span>
        <span className="note">{entry.toolName === undefined ? 'no offered tool has this name' : entry.toolName === entry.offeredName ? 'MCP tool' : `MCP tool ${entry.toolName}`}</span>
      </header>
      {entry.server !== undefined && (
        <p className="note playground-call__server">
          On server {entry.server.name} · {entry.server.id}
        </p>
      )}
      <CodeBlock title="Arguments" code={formatArguments(entry.argumentsText)} />
      <p className="note">{DECISIONS[entry.decision]}</p>
      {waiting && (
        <div className="playground-call__actions">
          <button type="button" className="button button--primary" onClick={() => onDecide('allowed')}>
            Allow
          </button>
          <button type="button" className="button" onClick={() => onDecide('denied')}>
            Deny
          </button>
        </div>
      )}
      {entry.error !== undefined && (
        <p role="alert" className="note note--warning">
          {entry.error}
        </p>
      )}
      {state !== undefined && tool !== undefined && ctx !== undefined && <ToolResult tool={tool} state={state} session={ctx.session} serverId={ctx.serverId} onShowExchange={onShowExchange} />}
      {state?.status === 'done' && (tool === undefined || ctx === undefined) && <CodeBlock title="Result" code={JSON.stringify(state.outcome.result, null, 2)} />}
    </article>
  );
}
