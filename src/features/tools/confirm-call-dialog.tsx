import { AlertDialog } from 'radix-ui';

interface ConfirmCallDialogProps {
  toolName: string | undefined;
  argumentsText: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before calling a tool that may destroy something (spec §19: clients
 * SHOULD confirm sensitive operations and show the inputs before sending).
 */
export function ConfirmCallDialog({ toolName, argumentsText, onConfirm, onCancel }: ConfirmCallDialogProps) {
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
          <div className="tool-confirm__actions">
            <AlertDialog.Cancel className="button">Cancel</AlertDialog.Cancel>
            <AlertDialog.Action className="button button--danger" onClick={onConfirm}>
              Call anyway
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
