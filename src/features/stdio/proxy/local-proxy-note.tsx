import { useSession } from '../../../hooks/session/use-session';
import { useStore } from '../../../hooks/use-store';
import type { LocalProxyStore } from './local-proxy';
import './local-proxy-note.css';

/** The connection card's line for a server reached through the served console's proxy (issue 32). */
export function LocalProxyNote({ proxy }: { proxy: LocalProxyStore }) {
  useStore(proxy);
  const { status } = useSession();
  if (status.state === 'idle' || !proxy.proxies(status.url)) return null;
  return <p className="local-proxy-note">via local proxy</p>;
}
