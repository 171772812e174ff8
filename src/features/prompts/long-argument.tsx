import { useId } from 'react';

interface LongArgumentProps {
  label: string;
  value: string;
  required: boolean;
  hint: string | undefined;
  onChange: (value: string) => void;
}

/**
 * A prompt argument that holds code or running text (lib/long-text decides): a labelled
 * textarea over several lines, in the place of the one-line completion combobox.
 */
export function LongArgument({ label, value, required, hint, onChange }: LongArgumentProps) {
  const id = useId();
  return (
    <div className="combobox">
      <label className="label" htmlFor={id}>
        {label}
        {required && (
          <span className="combobox__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      <textarea
        id={id}
        className="input input--mono prompt-form__long"
        rows={6}
        spellCheck={false}
        aria-required={required}
        aria-describedby={hint === undefined ? undefined : `${id}-hint`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint !== undefined && (
        <p id={`${id}-hint`} className="combobox__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
