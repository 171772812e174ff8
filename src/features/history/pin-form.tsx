import { useId, useState, type SyntheticEvent } from 'react';

/** Pins the selected calls (oldest first) into the named collection, creating it. */
export function PinForm({ count, onPin }: { count: number; onPin: (name: string) => void }) {
  const [name, setName] = useState('');
  const id = useId();
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '' || count === 0) return;
    onPin(trimmed);
  };
  return (
    <form className="history-pin" onSubmit={submit}>
      <label htmlFor={id}>Collection name</label>
      <input id={id} className="input" value={name} onChange={(e) => setName(e.target.value)} placeholder="e.g. smoke" />
      <button type="submit" className="button button--small" disabled={count === 0 || name.trim() === ''}>
        Pin {count === 0 ? 'selected' : count} to collection
      </button>
    </form>
  );
}
