import { Dialog } from 'radix-ui';
import type { PendingInput } from '../../protocol';
import { useInputRequired } from '../../hooks/session/use-input-required';
import { DeclinedRequest } from './declined-request';
import { ElicitationForm } from './elicitation-form';
import { UrlElicitation } from './url-elicitation';

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

function PendingRequest({ input, respond }: { input: PendingInput; respond: ReturnType<typeof useInputRequired>['respond'] }) {
  const { params } = input;
  const onRespond = (result: Parameters<typeof respond>[1]) => respond(input.id, result);
  return (
    <section className="input-request" aria-label={`Request from ${hostOf(input.serverUrl)}`}>
      <p className="input-request__server">
        <strong>{hostOf(input.serverUrl)}</strong> asks:
      </p>
      <p className="input-request__message">{params.message}</p>
      {params.mode === 'url' ? <UrlElicitation params={params} onRespond={onRespond} /> : <ElicitationForm params={params} onRespond={onRespond} />}
    </section>
  );
}

/**
 * The dialog named `Input required` (ui-contract.md): every elicitation of the active session
 * waiting for an answer, whichever panel's request caused it, and the sampling/roots requests
 * it declined. Closing it cancels and dismisses them all.
 * Mount once, near the root of the app.
 */
export function InputRequiredDialog() {
  const { pending, respond, declined, dismiss } = useInputRequired();
  const cancelAll = () => {
    for (const input of pending) respond(input.id, { action: 'cancel' });
    for (const input of declined) dismiss(input.id);
  };
  return (
    <Dialog.Root open={pending.length > 0 || declined.length > 0} onOpenChange={(open) => (open ? undefined : cancelAll())}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog input-required-dialog" aria-describedby={undefined}>
          <Dialog.Title className="dialog__title">Input required</Dialog.Title>
          {pending.map((input) => (
            <PendingRequest key={input.id} input={input} respond={respond} />
          ))}
          {declined.map((input) => (
            <DeclinedRequest key={input.id} input={input} host={hostOf(input.serverUrl)} onDismiss={() => dismiss(input.id)} />
          ))}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
