/**
 * The message an OAuth popup sends back to the console window that opened it (spec §22): the
 * callback's query string, over a same-origin BroadcastChannel or `postMessage`.
 */
export const OAUTH_CHANNEL = 'mcp-console:oauth';
export const OAUTH_MESSAGE_TYPE = 'mcp-console:oauth-callback';

export interface OAuthCallbackMessage {
  type: typeof OAUTH_MESSAGE_TYPE;
  params: string;
}

export function isOAuthCallbackMessage(value: unknown): value is OAuthCallbackMessage {
  return typeof value === 'object' && value !== null && 'type' in value && value.type === OAUTH_MESSAGE_TYPE && 'params' in value && typeof value.params === 'string';
}
