import type { ModelListState } from './use-model-list';

/** The line under `Model`: where its suggestions come from, or that the id can be typed. */
export function ModelListStatus({ state }: { state: ModelListState }) {
  switch (state.kind) {
    case 'loading':
      return <>Asking the endpoint for its models…</>;
    case 'ok':
      return state.models.length === 0 ? <>The endpoint lists no models: type the model’s id.</> : <>{state.models.length} models listed by the endpoint; any other id can be typed.</>;
    case 'error':
      return <>No list of models from the endpoint: type the model’s id.</>;
    case 'idle':
      return <>Type the model’s id; with a base URL, the endpoint’s models are suggested.</>;
  }
}
