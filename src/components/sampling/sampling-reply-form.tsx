import { useId, useState, type SyntheticEvent } from 'react';
import { STOP_REASONS, type SamplingReply, type StopReason } from '../../protocol';

const STOP_LABELS: Record<StopReason, string> = { endTurn: 'endTurn (finished)', stopSequence: 'stopSequence', maxTokens: 'maxTokens (cut off)' };

interface SamplingReplyFormProps {
  /** What the reply says now: typed, or drafted by the model (`Ask model`). */
  reply: SamplingReply;
  onChange: (patch: Partial<SamplingReply>) => void;
  onReply: (reply: SamplingReply) => void;
  onDecline: () => void;
}

/** The user answers as the model would: the reply text, the model's name and why it stopped. */
export function SamplingReplyForm({ reply, onChange, onReply, onDecline }: SamplingReplyFormProps) {
  const id = useId();
  const { text, model, stopReason } = reply;
  const [error, setError] = useState<string | undefined>(undefined);
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (model.trim() === '') {
      setError('Name the model the reply stands for.');
      return;
    }
    onReply({ text, model: model.trim(), stopReason });
  };
  return (
    <form className="elicit-form" onSubmit={submit} noValidate>
      <div className="elicit-field">
        <label className="elicit-field__label" htmlFor={`${id}-reply`}>
          Reply
        </label>
        <p id={`${id}-reply-hint`} className="elicit-field__description">
          What the model answers: the assistant's message, as text.
        </p>
        <textarea id={`${id}-reply`} className="input sampling__reply" rows={5} value={text} aria-describedby={`${id}-reply-hint`} onChange={(e) => onChange({ text: e.target.value })} />
      </div>
      <div className="sampling__row">
        <label className="elicit-field__label" htmlFor={`${id}-model`}>
          Model
        </label>
        <input id={`${id}-model`} className="input" value={model} aria-invalid={error !== undefined} aria-describedby={error === undefined ? undefined : `${id}-error`} onChange={(e) => onChange({ model: e.target.value })} />
        <label className="elicit-field__label" htmlFor={`${id}-stop`}>
          Stop reason
        </label>
        <select id={`${id}-stop`} className="input" value={stopReason} onChange={(e) => onChange({ stopReason: STOP_REASONS.find((r) => r === e.target.value) ?? 'endTurn' })}>
          {STOP_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {STOP_LABELS[reason]}
            </option>
          ))}
        </select>
      </div>
      {error !== undefined && (
        <p id={`${id}-error`} role="alert" className="note note--warning">
          {error}
        </p>
      )}
      <div className="elicit-form__actions">
        <button type="submit" className="button button--primary">Send</button>
        <button type="button" className="button" onClick={onDecline}>Decline</button>
      </div>
    </form>
  );
}
