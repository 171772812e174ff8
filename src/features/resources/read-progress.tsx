import { useEffect, useState } from 'react';

/** Below this, a read is just "Reading…": most answer before anyone could decide to cancel. */
export const SLOW_READ_MS = 1000;

/**
 * A read in flight: after {@link SLOW_READ_MS} it shows how long it has been waiting and a
 * Cancel button, because a server may never answer (spec §9 cancellation: the request is
 * aborted, which the SDK turns into `notifications/cancelled` or a closed request stream).
 * Mount it when the fetch starts; its clock starts with it.
 */
export function ReadProgress({ onCancel }: { onCancel: () => void }) {
  const [startedAt] = useState(() => Date.now());
  const [now, setNow] = useState(startedAt);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);
  const elapsed = now - startedAt;
  if (elapsed < SLOW_READ_MS) return <p className="note">Reading…</p>;
  return (
    <div className="resource-viewer__progress" role="status">
      <span>Reading… {Math.floor(elapsed / 1000)} s without an answer</span>
      <button type="button" className="button button--small" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
