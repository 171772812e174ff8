import './confirm-call.css';
import { AlertDialog } from 'radix-ui';
import { useState, type ReactNode } from 'react';

interface ConfirmShellProps {
  open: boolean;
  title: string;
  description: string;
  /** What will be sent: arguments, or the list of calls. */
  children: ReactNode;
  skipLabel: string;
  confirmLabel: string;
  onConfirm: (dontAskAgain: boolean) => void;
  onCancel: () => void;
}

/**
 * The alert dialog every "this may destroy something" question uses, so the Tools panel and
 * History ask in the same words and the same place (spec §19: clients SHOULD confirm sensitive
 * operations and show the inputs before sending). Closing it any other way than the action cancels.
 */
export function ConfirmShell({ open, title, description, children, skipLabel, confirmLabel, onConfirm, onCancel }: ConfirmShellProps) {
  const [dontAskAgain, setDontAskAgain] = useState(false);
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="tool-confirm-overlay" />
        <AlertDialog.Content className="tool-confirm">
          <AlertDialog.Title className="tool-confirm__title">{title}</AlertDialog.Title>
          <AlertDialog.Description className="tool-confirm__text">{description}</AlertDialog.Description>
          {children}
          <label className="checkbox tool-confirm__skip">
            <input type="checkbox" checked={dontAskAgain} onChange={(event) => setDontAskAgain(event.target.checked)} />
            {skipLabel}
          </label>
          <div className="tool-confirm__actions">
            <AlertDialog.Cancel className="button">Cancel</AlertDialog.Cancel>
            <AlertDialog.Action className="button button--danger" onClick={() => onConfirm(dontAskAgain)}>
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
