import { ConfirmShell } from './confirm-shell';

interface ConfirmCallDialogProps {
  /** Undefined while closed. */
  toolName: string | undefined;
  argumentsText: string;
  /** `dontAskAgain`: the user ticked "Don't ask again for this tool on this server". */
  onConfirm: (dontAskAgain: boolean) => void;
  onCancel: () => void;
}

const DESCRIPTION = 'The server marks this tool as possibly destructive (or does not say it is read-only). It will be called with:';

/** Asks before one call of a tool that may destroy something, showing the arguments it will send. */
export function ConfirmCallDialog({ toolName, argumentsText, onConfirm, onCancel }: ConfirmCallDialogProps) {
  return (
    <ConfirmShell
      open={toolName !== undefined}
      title={`Call ${toolName ?? ''}?`}
      description={DESCRIPTION}
      skipLabel="Don’t ask again for this tool on this server"
      confirmLabel="Call anyway"
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <pre className="code-block__code">
        <code>{argumentsText.trim() === '' ? '{}' : argumentsText}</code>
      </pre>
    </ConfirmShell>
  );
}
