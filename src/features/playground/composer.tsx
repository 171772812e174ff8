import { useId, type SyntheticEvent, type KeyboardEvent } from 'react';

interface ComposerProps {
  draft: string;
  /** Resources attached to the message: with one, the message may go without text. */
  attached: number;
  busy: boolean;
  ready: boolean;
  onDraft: (text: string) => void;
  onSend: () => void;
  onStop: () => void;
}

/** The `Message` box with `Send`, or `Stop` while the model or a tool runs. Enter sends, Shift+Enter breaks the line. */
export function Composer({ draft, attached, busy, ready, onDraft, onSend, onStop }: ComposerProps) {
  const id = useId();
  const canSend = ready && !busy && (draft.trim() !== '' || attached > 0);
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (canSend) onSend();
  };
  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };
  return (
    <form className="playground-composer" onSubmit={submit}>
      <label className="label" htmlFor={id}>
        Message
      </label>
      <div className="playground-composer__row">
        <textarea id={id} className="input playground-composer__box" rows={3} value={draft} onChange={(event) => onDraft(event.target.value)} onKeyDown={keyDown} />
        {busy ? (
          <button type="button" className="button" onClick={onStop}>
            Stop
          </button>
        ) : (
          <button type="submit" className="button button--primary" disabled={!canSend}>
            Send
          </button>
        )}
      </div>
    </form>
  );
}
