import { useId, useState } from 'react';
import { MAX_NOTIFICATION_LIMIT, MIN_NOTIFICATION_LIMIT } from './notification-log';

/** "Keep last N": the bound of the Notifications log, applied on Enter or when the field is left. */
export function NotificationLimit({ limit, onLimit }: { limit: number; onLimit: (limit: number) => void }) {
  const id = useId();
  const [draft, setDraft] = useState(String(limit));
  const apply = (event?: { preventDefault(): void }) => {
    event?.preventDefault();
    const value = Number(draft);
    if (Number.isInteger(value) && value >= MIN_NOTIFICATION_LIMIT && value <= MAX_NOTIFICATION_LIMIT) onLimit(value);
    else setDraft(String(limit));
  };
  return (
    <form className="sub-log__limit" onSubmit={apply}>
      <label htmlFor={id} className="label label--inline">
        Notifications kept
      </label>
      <input
        id={id}
        className="input input--small"
        type="number"
        min={MIN_NOTIFICATION_LIMIT}
        max={MAX_NOTIFICATION_LIMIT}
        step={100}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={() => apply()}
      />
    </form>
  );
}
