import type { ModelErrorInfo } from '../../models';

/** A model endpoint's failure as an alert: what went wrong, the provider's own words, what to do. */
export function ModelErrorNote({ info }: { info: ModelErrorInfo }) {
  return (
    <div role="alert" className="error-alert model-error">
      <p className="error-alert__message">{info.title}</p>
      {info.providerMessage !== undefined && info.providerMessage !== '' && <p className="model-error__provider">{info.providerMessage}</p>}
      <p className="model-error__hint">{info.hint}</p>
    </div>
  );
}
