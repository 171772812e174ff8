import { isBridgeUrl } from '../../lib/urls/bridge-url';
import { classifyHost } from '../../protocol/transport/browser-rules/address-space';

/**
 * The host whose consent an icon needs before the browser fetches it, or undefined when it loads
 * as before. Spec §14: icons SHOULD come from the server's own origin.
 *
 * A server on this machine or this network (loopback, a private address, a stdio server behind
 * the served console's bridge) is private to the user: fetching its icon from a third party
 * (context7's come from context7.com) tells that party what the user opened, and when. So such
 * an icon waits for the user's word. A remote server's icons load as before: the user already
 * talks to the internet about that server, its operator chose where its icons live (a CDN is
 * common), and the fetch carries no cookie or referrer (`SafeIcon`).
 */
export function consentHostFor(iconSrc: string, serverUrl: string | undefined, consoleOrigin: string | undefined): string | undefined {
  if (serverUrl === undefined || !URL.canParse(serverUrl) || !URL.canParse(iconSrc)) return undefined;
  const icon = new URL(iconSrc);
  if (icon.protocol === 'data:') return undefined;
  const server = new URL(serverUrl);
  const bridged = consoleOrigin !== undefined && isBridgeUrl(serverUrl, consoleOrigin);
  const local = bridged || classifyHost(server.hostname).space !== 'public';
  if (!local || icon.origin === server.origin) return undefined;
  return icon.host;
}
