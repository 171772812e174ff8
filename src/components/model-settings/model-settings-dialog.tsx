import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { modelSettingsStore } from '../../models';
import { useStore } from '../../hooks/use-store';
import { ModelSettingsForm } from './model-settings-form';
import './model-settings.css';

interface ModelSettingsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The dialog named `Model settings` (ui-contract.md): the provider, endpoint, key and model the
 * playground and the sampling dialog talk to. Closing it without Save keeps what was stored.
 */
export function ModelSettingsDialog({ open, onOpenChange }: ModelSettingsDialogProps) {
  const config = useStore(modelSettingsStore);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay model-settings-overlay" />
        <Dialog.Content className="dialog input-required-dialog model-settings-dialog" aria-describedby={undefined}>
          <Dialog.Title className="dialog__title">Model settings</Dialog.Title>
          <ModelSettingsForm
            config={config}
            onSave={({ settings, apiKey, remember }) => {
              modelSettingsStore.save(settings, apiKey, remember);
              onOpenChange(false);
            }}
            onForgetKey={() => modelSettingsStore.forgetKey()}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The button named `Model settings` that opens the dialog; where it sits is its caller's choice. */
export function ModelSettingsButton({ className = 'button' }: { className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        Model settings
      </button>
      <ModelSettingsDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
