import { useState } from 'react';
import type { SamplingReply, SamplingRequestView } from '../../protocol';
import { AskModelBar } from './ask-model';
import { SamplingReplyForm } from './sampling-reply-form';

interface SamplingAnswerProps {
  request: SamplingRequestView;
  onReply: (reply: SamplingReply) => void;
  onDecline: () => void;
}

/** The answer to one sampling request: typed by the user, or drafted by the model and then edited. */
export function SamplingAnswer({ request, onReply, onDecline }: SamplingAnswerProps) {
  // The first hint names the model the server would like, until a model drafts the reply.
  const [draft, setDraft] = useState<SamplingReply>({ text: '', model: request.hints[0] ?? 'mcp-console-user', stopReason: 'endTurn' });
  return (
    <>
      <AskModelBar rawParams={request.raw} reply={draft} setDraft={setDraft} />
      <SamplingReplyForm reply={draft} onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))} onReply={onReply} onDecline={onDecline} />
    </>
  );
}
