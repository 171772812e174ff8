import type { DeclinedInput } from '../../protocol';

/**
 * A sampling or roots request the console will not fulfil (deprecated, spec §11.4): what the
 * server asked, shown as data, and why the call fails. Nothing here can answer it.
 */
export function DeclinedRequest({ input, host, onDismiss }: { input: DeclinedInput; host: string; onDismiss: () => void }) {
  return (
    <section className="input-request input-request--declined" aria-label={`Declined request from ${host}`}>
      <p className="input-request__server">
        <strong>{host}</strong> asked for <code>{input.method}</code>
      </p>
      <p className="input-request__message" role="note">
        Declined: {input.reason}.
      </p>
      <pre className="input-request__params" aria-label="Requested parameters">
        <code>{JSON.stringify(input.params ?? {}, null, 2)}</code>
      </pre>
      <div className="elicit-form__actions">
        <button type="button" className="button" onClick={onDismiss}>
          Dismiss
        </button>
      </div>
    </section>
  );
}
