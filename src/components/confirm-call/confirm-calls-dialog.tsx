import type { GuardedCall } from './tool-safety';
import { ConfirmShell } from './confirm-shell';

interface ConfirmCallsDialogProps {
  /** What the run is called in the title (e.g. `collection smoke`); undefined while closed. */
  runName: string | undefined;
  /** The calls of the run that may destroy something, in run order. */
  calls: readonly GuardedCall[];
  /** `dontAskAgain`: the user ticked "Don't ask again for these tools on this server". */
  onConfirm: (dontAskAgain: boolean) => void;
  onCancel: () => void;
}

// The Tools panel's words, for one tool or several; a tool the list no longer has is marked on its line.
const ONE = 'The server marks this tool as possibly destructive (or does not say it is read-only). The run will call:';
const SEVERAL = 'The server marks these tools as possibly destructive (or does not say they are read-only). The run will call:';

/** One question for a run of several calls: every call of a possibly destructive tool, with its arguments. */
export function ConfirmCallsDialog({ runName, calls, onConfirm, onCancel }: ConfirmCallsDialogProps) {
  const names = [...new Set(calls.map((call) => call.toolName))];
  return (
    <ConfirmShell
      open={runName !== undefined}
      title={`Run ${runName ?? ''}?`}
      description={names.length === 1 ? ONE : SEVERAL}
      skipLabel={names.length === 1 ? 'Don’t ask again for this tool on this server' : 'Don’t ask again for these tools on this server'}
      confirmLabel="Run anyway"
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <ul className="tool-confirm__calls" aria-label="Possibly destructive calls">
        {calls.map((call, index) => (
          <li key={index}>
            <span className="mono">{call.toolName}</span> <code className="mono">{JSON.stringify(call.args)}</code>
            {call.unlisted && <span className="muted"> (not in the server’s current tools list)</span>}
          </li>
        ))}
      </ul>
    </ConfirmShell>
  );
}
