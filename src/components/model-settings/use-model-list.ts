import { useEffect, useState } from 'react';
import { classifyModelError, listModels, type ModelErrorInfo, type ModelSettings, type ModelTransport } from '../../models';

export type ModelListState = { kind: 'idle' } | { kind: 'loading' } | { kind: 'ok'; models: readonly string[] } | { kind: 'error'; info: ModelErrorInfo };

/** How long typing must pause before the endpoint is asked for its models again. */
const SETTLE_MS = 500;

function isHttpUrl(text: string): boolean {
  if (!URL.canParse(text)) return false;
  const { protocol } = new URL(text);
  return protocol === 'http:' || protocol === 'https:';
}

/**
 * The endpoint's model list (its `/models`), asked again once the provider, base URL, key or proxy
 * choice has settled; an answer to an older question never shows for a newer one.
 */
export function useModelList(settings: ModelSettings, apiKey: string, transport: ModelTransport): ModelListState {
  const { provider, viaProxy } = settings;
  const base = settings.baseUrl.trim();
  const valid = isHttpUrl(base);
  const question = JSON.stringify([provider, base, viaProxy, apiKey]);
  const [answer, setAnswer] = useState<{ question: string; state: ModelListState }>({ question: '', state: { kind: 'idle' } });
  useEffect(() => {
    if (!valid) return undefined;
    const asked: ModelSettings = { provider, baseUrl: base, model: '', viaProxy };
    const controller = new AbortController();
    const settle = (state: ModelListState) => {
      if (!controller.signal.aborted) setAnswer({ question, state });
    };
    const timer = setTimeout(() => {
      listModels(asked, apiKey, transport, controller.signal).then(
        (models) => settle({ kind: 'ok', models }),
        (error: unknown) => settle({ kind: 'error', info: classifyModelError(error, asked) }),
      );
    }, SETTLE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [valid, question, provider, base, viaProxy, apiKey, transport]);
  if (!valid) return { kind: 'idle' };
  return answer.question === question ? answer.state : { kind: 'loading' };
}
