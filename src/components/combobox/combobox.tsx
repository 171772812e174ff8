import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface ComboboxProps {
  /** The accessible name (a template variable's or prompt argument's name). */
  label: string;
  /** Shown as the visible label when different from `label` (e.g. a title). */
  visibleLabel?: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** Suggestions, best first; shown as `option`s in a `listbox`. */
  options: readonly string[];
  /** Status under the field: "showing 100 of 2,345", "loading…", "completion not offered". */
  status?: ReactNode;
  /** Extra description, e.g. how to type a list. */
  hint?: string;
  placeholder?: string;
  required?: boolean;
  monospace?: boolean;
  /** Called when the field gains or loses focus, so callers can ask for suggestions only while it is used. */
  onFocusChange?: (focused: boolean) => void;
}

/**
 * A text field with a suggestion list, per the WAI-ARIA 1.2 combobox pattern: the textbox
 * keeps focus, `aria-activedescendant` points at the highlighted option. ArrowDown/ArrowUp
 * move (and open), Home/End jump while the list is open, Enter picks, Escape closes the list
 * and never touches the value (select all and delete clears it).
 */
export function Combobox(props: ComboboxProps) {
  const { label, visibleLabel, value, onChange, options, status, hint, placeholder, required, monospace, onFocusChange } = props;
  const baseId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = `${baseId}-list`;
  const statusId = `${baseId}-status`;
  const expanded = open && options.length > 0;
  const activeIndex = active < options.length ? active : -1;

  const pick = (option: string) => {
    onChange(option);
    setOpen(false);
    setActive(-1);
  };
  const move = (next: number) => {
    setOpen(true);
    setActive(options.length === 0 ? -1 : (next + options.length) % options.length);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const handled = handleKey(event.key, event.altKey);
    if (handled) event.preventDefault();
  };
  const handleKey = (key: string, alt: boolean): boolean => {
    switch (key) {
      case 'ArrowDown':
        if (alt) setOpen(true);
        else move(expanded ? activeIndex + 1 : Math.max(activeIndex, 0));
        return true;
      case 'ArrowUp':
        move(expanded ? activeIndex - 1 : options.length - 1);
        return true;
      case 'Home':
      case 'End':
        if (!expanded) return false;
        move(key === 'Home' ? 0 : options.length - 1);
        return true;
      case 'Enter': {
        const option = expanded ? options[activeIndex] : undefined;
        if (option === undefined) return false;
        pick(option);
        return true;
      }
      case 'Escape':
        // Only ever closes the list: suggestions arrive after a debounce, so an Escape meant for
        // a list not shown yet must not take the user's typing with it (issue 34).
        setOpen(false);
        setActive(-1);
        return expanded;
      default:
        return false;
    }
  };

  const describedBy = [status === undefined ? undefined : statusId, hint === undefined ? undefined : `${baseId}-hint`].filter((id) => id !== undefined);
  return (
    <div className="combobox">
      <label className="label" htmlFor={`${baseId}-input`}>
        {visibleLabel ?? label}
        {required === true && <span className="combobox__required" aria-hidden="true"> *</span>}
      </label>
      <input
        id={`${baseId}-input`}
        className={monospace === true ? 'input input--mono' : 'input'}
        role="combobox"
        aria-label={visibleLabel === undefined ? undefined : label}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && activeIndex >= 0 ? `${baseId}-opt-${activeIndex}` : undefined}
        aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
        aria-required={required}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => {
          setOpen(true);
          onFocusChange?.(true);
        }}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
          onFocusChange?.(false);
        }}
      />
      <ul id={listId} role="listbox" aria-label={`${label} suggestions`} className="combobox__list" hidden={!expanded}>
        {options.map((option, index) => (
          <li
            key={`${index}:${option}`}
            id={`${baseId}-opt-${index}`}
            role="option"
            aria-selected={index === activeIndex}
            className={index === activeIndex ? 'combobox__option combobox__option--active' : 'combobox__option'}
            // Keep focus in the textbox so the blur does not close the list before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(option)}
          >
            {option}
          </li>
        ))}
      </ul>
      {hint !== undefined && (
        <p id={`${baseId}-hint`} className="combobox__hint">
          {hint}
        </p>
      )}
      {/* Always rendered, so a status appearing or going does not shift what is below it. */}
      <p id={statusId} className="combobox__status" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
