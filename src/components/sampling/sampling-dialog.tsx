import { Dialog } from 'radix-ui';
import { useSampling } from '../../hooks/session/use-sampling';
import { SamplingAnswer } from './sampling-answer';
import { SamplingRequestDetails } from './sampling-request-view';
import './sampling.css';

function hostOf(url: string): string {
  return URL.canParse(url) ? new URL(url).host : url;
}

/**
 * The dialog named `Sampling request` (ui-contract.md): the oldest sampling request of the active
 * session, which the user answers as the model would, or declines (the server then gets the
 * user-rejected error). Closing the dialog declines it. Mount once, near the root of the app.
 */
export function SamplingDialog() {
  const { pending, reply, decline } = useSampling();
  const current = pending[0];
  return (
    <Dialog.Root open={current !== undefined} onOpenChange={(open) => (open || current === undefined ? undefined : decline(current.id))}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog input-required-dialog sampling-dialog" aria-describedby={undefined}>
          <Dialog.Title className="dialog__title">Sampling request</Dialog.Title>
          {current !== undefined && (
            <section className="input-request" aria-label={`Request from ${hostOf(current.serverUrl)}`}>
              <p className="input-request__server">
                <strong>{hostOf(current.serverUrl)}</strong> asks the model for a reply{pending.length > 1 ? ` (1 of ${pending.length} waiting)` : ''}:
              </p>
              <SamplingRequestDetails request={current.request} />
              <SamplingAnswer key={current.id} request={current.request} onReply={(answer) => reply(current.id, answer)} onDecline={() => decline(current.id)} />
            </section>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
