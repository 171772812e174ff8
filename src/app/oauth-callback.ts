import { OAUTH_CHANNEL, OAUTH_MESSAGE_TYPE, type OAuthCallbackMessage } from '../protocol/auth/callback-message';

/**
 * The console is its own OAuth redirect target (spec §22): the authorization server sends the
 * popup back to the console's URL with `?code=&state=&iss=`. At startup such a page hands the
 * parameters to the console window that opened it and closes, before any app code runs, so the
 * callback URL never lands in history or a permalink.
 */

/** The console's own URL without query or hash, sub-path included: the redirect URI it registers. */
export function oauthRedirectUrl(href: string): string {
  const url = new URL('.', href);
  url.search = '';
  url.hash = '';
  return url.href;
}

/** Whether `search` is an authorization response (a code or an error, always with state). */
export function isOAuthCallback(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.has('state') && (params.has('code') || params.has('error'));
}

/** The part of `window` a callback page uses (tests pass a plain object). */
export interface CallbackWindow {
  location: { href: string; search: string; origin: string };
  history: { replaceState(data: unknown, unused: string, url: string): void };
  opener: unknown;
  close(): void;
  document: { body: { textContent: string | null } };
}

/**
 * Handles an OAuth callback page: posts the parameters to the opener (same origin only, via
 * BroadcastChannel or postMessage), removes them from the address bar and closes. Returns true
 * when the page was a callback, so the app must not start.
 */
export function handleOAuthCallback(win: CallbackWindow): boolean {
  if (!isOAuthCallback(win.location.search)) return false;
  const message: OAuthCallbackMessage = { type: OAUTH_MESSAGE_TYPE, params: win.location.search.replace(/^\?/, '') };
  win.history.replaceState(null, '', oauthRedirectUrl(win.location.href));
  if (typeof BroadcastChannel === 'function') {
    const channel = new BroadcastChannel(OAUTH_CHANNEL);
    channel.postMessage(message);
    channel.close();
  } else if (isWindow(win.opener)) {
    win.opener.postMessage(message, win.location.origin);
  }
  win.document.body.textContent = 'Sign-in finished. You can close this window.';
  win.close();
  return true;
}

function isWindow(value: unknown): value is Pick<Window, 'postMessage'> {
  return typeof value === 'object' && value !== null && 'postMessage' in value && typeof value.postMessage === 'function';
}
