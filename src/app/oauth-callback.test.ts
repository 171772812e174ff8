import { describe, expect, it } from 'vitest';
import { OAUTH_CHANNEL, isOAuthCallbackMessage, type OAuthCallbackMessage } from '../protocol/auth/callback-message';
import { handleOAuthCallback, oauthRedirectUrl, type CallbackWindow } from './oauth-callback';

function fakeWindow(href: string) {
  const url = new URL(href);
  const calls = { replaced: [] as string[], closed: 0 };
  const win: CallbackWindow = {
    location: { href: url.href, search: url.search, origin: url.origin },
    history: {
      replaceState: (_data, _unused, next) => {
        calls.replaced.push(next);
      },
    },
    opener: null,
    close: () => {
      calls.closed += 1;
    },
    document: { body: { textContent: '' } },
  };
  return { win, calls };
}

describe('OAuth callback page (spec §22)', () => {
  it('is the console URL itself, sub-path kept, query and hash dropped', () => {
    expect(oauthRedirectUrl('https://host.example/tools/console/?server=x#y')).toBe('https://host.example/tools/console/');
    expect(oauthRedirectUrl('https://host.example/tools/console/index.html?a=1')).toBe('https://host.example/tools/console/');
  });

  it('hands code, state and iss to the console over a same-origin channel, clears the URL and closes', async () => {
    const received = new Promise<OAuthCallbackMessage>((resolve) => {
      const channel = new BroadcastChannel(OAUTH_CHANNEL);
      channel.onmessage = (event: MessageEvent<unknown>) => {
        if (isOAuthCallbackMessage(event.data)) resolve(event.data);
        channel.close();
      };
    });
    const { win, calls } = fakeWindow('https://host.example/console/?code=abc&state=s1&iss=https%3A%2F%2Fas.example');
    expect(handleOAuthCallback(win)).toBe(true);
    expect(calls.replaced).toEqual(['https://host.example/console/']);
    expect(calls.closed).toBe(1);
    const message = await received;
    expect(Object.fromEntries(new URLSearchParams(message.params))).toEqual({ code: 'abc', state: 's1', iss: 'https://as.example' });
  });

  it('leaves ordinary console URLs to the app', () => {
    const { win, calls } = fakeWindow('https://host.example/console/?server=https%3A%2F%2Fx&panel=resources');
    expect(handleOAuthCallback(win)).toBe(false);
    expect(calls.replaced).toEqual([]);
  });
});
