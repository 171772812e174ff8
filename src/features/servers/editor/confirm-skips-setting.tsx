import { useStore } from '../../../hooks/use-store';
import { confirmSkips } from '../../../lib/stored/confirm-skips';

/** The tools of this server that no longer ask before a call, and the way back to asking. */
export function ConfirmSkipsSetting({ serverUrl }: { serverUrl: string }) {
  const skips = confirmSkips();
  const skipped = useStore(skips)[serverUrl] ?? [];
  return (
    <div className="server-editor__skips">
      <div className="label">Tool confirmations</div>
      {skipped.length === 0 ? (
        <p className="note">Every possibly destructive tool asks before it is called.</p>
      ) : (
        <>
          <p className="note">Called without asking: {skipped.join(', ')}</p>
          <button type="button" className="button button--small" onClick={() => skips.reset(serverUrl)}>
            Ask again for every tool
          </button>
        </>
      )}
    </div>
  );
}
