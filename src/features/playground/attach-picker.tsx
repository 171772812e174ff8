import { useState, type SyntheticEvent } from 'react';
import type { CacheContext } from '../../cache';
import { Combobox } from '../../components/combobox';
import { useResourceSuggestions } from '../../hooks/playground/resource-suggestions';

interface AttachPickerProps {
  ctx: CacheContext;
  attachments: readonly string[];
  onAttach: (uri: string) => void;
  onDetach: (uri: string) => void;
  disabled: boolean;
}

/**
 * Resources attached to the next message (issue 40, item 3): a URI typed, or picked from the
 * server's resources listing, each shown as a chip until it is removed or the message is sent.
 * A form of its own, so Enter in the field attaches instead of sending the message.
 */
export function AttachPicker({ ctx, attachments, onAttach, onDetach, disabled }: AttachPickerProps) {
  const [uri, setUri] = useState('');
  const [focused, setFocused] = useState(false);
  const [used, setUsed] = useState(false);
  const suggestions = useResourceSuggestions(ctx, uri, used);
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (uri.trim() === '' || disabled) return;
    onAttach(uri.trim());
    setUri('');
  };
  const focus = (next: boolean) => {
    setFocused(next);
    if (next) setUsed(true);
  };
  return (
    <div className="playground-attach">
      {attachments.length > 0 && (
        <ul className="chips playground-attach__chips" aria-label="Attached resources">
          {attachments.map((attached) => (
            <li key={attached} className="chip playground-attach__chip">
              <span className="mono">{attached}</span>
              <button type="button" className="playground-attach__remove" aria-label={`Remove ${attached}`} onClick={() => onDetach(attached)} disabled={disabled}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="playground-attach__form" onSubmit={submit}>
        <Combobox
          label="Resource to attach"
          value={uri}
          onChange={setUri}
          options={suggestions.uris}
          status={focused || uri !== '' ? suggestions.status : undefined}
          placeholder="docs://guide.md"
          monospace
          onFocusChange={focus}
        />
        <button type="submit" className="button button--small" disabled={disabled || uri.trim() === ''}>
          Attach
        </button>
      </form>
    </div>
  );
}
