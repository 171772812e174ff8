import { AlertDialog } from 'radix-ui';
import { useState } from 'react';

interface ConfirmCallDialogProps {
  toolName: string | undefined;
  argumentsText: string;
  /** `dontAskAgain`: the user ticked "Don't ask again for this tool on this server". */
  onConfirm: (dontAskAgain: boolean) => void;
  onCancel: () => void;
}

/**
 * Asks before calling a tool that may destroy something (spec §19: clients
 * SHOULD confirm sensitive operations and show the inputs before sending).
 */
export function ConfirmCallDialog({ toolName, argumentsText, onConfirm, onCancel }: ConfirmCallDialogProps) {
  const [dontAskAgain, setDontAskAgain] = useState(false);
  return (
    <AlertDialog.Root
      open={toolName !== undefined}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="tool-confirm-overlay" />
        <AlertDialog.Content className="tool-confirm">
          <AlertDialog.Title className="tool-confirm__title">Call {toolName}?</AlertDialog.Title>
          <AlertDialog.Description className="tool-confirm__text">
            The server marks this tool as possibly destructive (or does not say it is read-only). It will be called with:
          </AlertDialog.Description>
          <pre className="code-block__code">
            <code>{argumentsText.trim() === '' ? '{}' : argumentsText}</code>
          </pre>
          <label className="checkbox tool-confirm__skip">
            <input type="checkbox" checked={dontAskAgain} onChange={(event) => setDontAskAgain(event.target.checked)} />
            Don’t ask again for this tool on this server
          </label>
          <div className="tool-confirm__actions">
            <AlertDialog.Cancel className="button">Cancel</AlertDialog.Cancel>
            <AlertDialog.Action className="button button--danger" onClick={() => onConfirm(dontAskAgain)}>
              Call anyway
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
