import type { ModelErrorInfo, ModelSettings } from '../types';

function place(settings: ModelSettings): string {
  return URL.canParse(settings.baseUrl) ? new URL(settings.baseUrl).origin : settings.baseUrl;
}

/** The endpoint answered, but not to this page: its CORS settings leave the console's origin out. */
export function corsInfo(settings: ModelSettings): ModelErrorInfo {
  return {
    kind: 'cors',
    title: `${place(settings)} answered, but its CORS settings refuse this page`,
    hint:
      'Turn on the endpoint\'s own CORS switch (LM Studio: Developer → Server settings → Enable CORS; Ollama: set OLLAMA_ORIGINS to this page\'s origin and restart it), ' +
      'or tick Connect through local proxy in Model settings, which needs the console served by `npx mcp-console`.',
  };
}

/** Nothing answered at the endpoint's address (or the local proxy could not reach it). */
export function refusedInfo(settings: ModelSettings, viaProxy: boolean): ModelErrorInfo {
  const where = place(settings);
  return {
    kind: 'refused',
    title: viaProxy ? `The local proxy could not reach ${where}` : `Nothing answered at ${where}`,
    hint: `Check that the model server is running and listening at ${where}, and that the base URL in Model settings is right. A page served over https cannot reach a plain http address other than localhost.`,
  };
}
