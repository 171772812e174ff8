import { useId, useState } from 'react';
import { isValidLimit, type LimitSetting } from '../../lib/stored/stored-limit';

interface LimitFieldProps {
  /** The accessible name and visible label, e.g. "Exchanges kept". */
  label: string;
  setting: LimitSetting;
  limit: number;
  step: number;
  onLimit: (limit: number) => void;
}

/**
 * "Keep the newest N" for a bounded log: a number field applied on Enter or when it is left, so
 * typing "2" on the way to "2000" never trims the log. Out-of-range input snaps back.
 */
export function LimitField({ label, setting, limit, step, onLimit }: LimitFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState(String(limit));
  const apply = (event?: { preventDefault(): void }) => {
    event?.preventDefault();
    const value = Number(draft);
    if (isValidLimit(setting, value)) onLimit(value);
    else setDraft(String(limit));
  };
  return (
    <form className="limit-field" onSubmit={apply}>
      <label htmlFor={id} className="label label--inline">
        {label}
      </label>
      <input
        id={id}
        className="input input--small"
        type="number"
        min={setting.min}
        max={setting.max}
        step={step}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={() => apply()}
      />
    </form>
  );
}
