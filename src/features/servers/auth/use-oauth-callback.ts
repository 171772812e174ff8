import { useEffect, useRef } from 'react';
import { OAUTH_CHANNEL, isOAuthCallbackMessage } from '../../../protocol/auth/callback-message';

/**
 * Calls `onParams` with the parameters an OAuth popup sends back (spec §22). Only same-origin
 * senders count: a BroadcastChannel never crosses origins and `message` events are checked.
 */
export function useOAuthCallback(onParams: (params: URLSearchParams) => void): void {
  const latest = useRef(onParams);
  useEffect(() => {
    latest.current = onParams;
  });
  useEffect(() => {
    const handle = (data: unknown): void => {
      if (isOAuthCallbackMessage(data)) latest.current(new URLSearchParams(data.params));
    };
    const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(OAUTH_CHANNEL) : undefined;
    if (channel !== undefined) channel.onmessage = (event: MessageEvent<unknown>) => handle(event.data);
    const onMessage = (event: MessageEvent<unknown>): void => {
      if (event.origin === window.location.origin) handle(event.data);
    };
    window.addEventListener('message', onMessage);
    return () => {
      channel?.close();
      window.removeEventListener('message', onMessage);
    };
  }, []);
}
