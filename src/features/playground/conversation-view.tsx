import type { Tool } from '@modelcontextprotocol/client';
import { useRef } from 'react';
import { useFollowNewest } from '../../hooks/use-follow-newest';
import type { CacheContext } from '../../cache';
import { ModelErrorNote } from '../../components/model-settings';
import type { ConversationEntry, ModelPart, TurnStats } from '../../models';
import { ToolCallCard } from './tool-call-card';

interface ConversationViewProps {
  entries: readonly ConversationEntry[];
  /** The listed tool and its server's cache scope a call card shows its result with. */
  toolFor: (entry: Extract<ConversationEntry, { kind: 'tool-call' }>) => { tool: Tool; ctx: CacheContext } | undefined;
  onDecide: ((entryId: string, decision: 'allowed' | 'denied') => void) | undefined;
  onShowExchange: (exchangeId: number) => void;
}

function partText(part: ModelPart): string {
  if (part.type === 'text') return part.text;
  if (part.type === 'image') return `[image ${part.mimeType}]`;
  // The contents went to the model; the raw view shows them, the conversation names the resource.
  return `[resource ${part.uri}]`;
}

function Stats({ stats }: { stats: TurnStats }) {
  const { inputTokens, outputTokens } = stats.usage;
  return (
    <p className="playground-entry__stats">
      {inputTokens ?? '?'} tokens in · {outputTokens ?? '?'} out · model {Math.round(stats.modelMs)} ms · tools {Math.round(stats.toolMs)} ms
    </p>
  );
}

function Entry({ entry, props }: { entry: ConversationEntry; props: ConversationViewProps }) {
  switch (entry.kind) {
    case 'user':
      return (
        <article className="playground-entry playground-entry--user" aria-label="user">
          <p className="playground-entry__text">{entry.parts.map(partText).join('\n')}</p>
        </article>
      );
    case 'assistant':
      return (
        <article className="playground-entry playground-entry--assistant" aria-label="assistant">
          <p className="playground-entry__text">{entry.text === '' && entry.stats === undefined ? '…' : entry.text}</p>
          {entry.stats !== undefined && <Stats stats={entry.stats} />}
        </article>
      );
    case 'tool-call': {
      const decide = props.onDecide;
      const found = props.toolFor(entry);
      return (
        <ToolCallCard
          entry={entry}
          tool={found?.tool}
          ctx={found?.ctx}
          onDecide={decide === undefined ? undefined : (decision) => decide(entry.id, decision)}
          onShowExchange={props.onShowExchange}
        />
      );
    }
    case 'error':
      return entry.info.kind === 'aborted' ? (
        <p className="note" role="status">
          {entry.info.title}: {entry.info.hint}
        </p>
      ) : (
        <div className="playground-entry">
          <ModelErrorNote info={entry.info} />
        </div>
      );
  }
}

/** A number that grows as the conversation does (an entry, streamed text, a decision, a result), to follow the newest. */
function growth(entries: readonly ConversationEntry[]): number {
  let size = 0;
  for (const entry of entries) {
    size += 1;
    if (entry.kind === 'assistant') size += entry.text.length + (entry.stats === undefined ? 0 : 1);
    if (entry.kind === 'tool-call') size += entry.decision.length + (entry.result === undefined ? 0 : 1) + (entry.error === undefined ? 0 : 1);
  }
  return size;
}

/** The `Conversation` log: the user's messages, the model's answers with their stats, the tool call cards. */
export function ConversationView(props: ConversationViewProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const follow = useFollowNewest(scrollRef, growth(props.entries));
  return (
    <div ref={scrollRef} onScroll={follow.onScroll} className="playground-conversation" role="log" aria-label="Conversation" tabIndex={0}>
      {props.entries.length === 0 && <p className="note">Ask something; the model may call the offered tools.</p>}
      {props.entries.map((entry) => (
        <Entry key={entry.id} entry={entry} props={props} />
      ))}
    </div>
  );
}
