import { useStore } from '../../hooks/use-store';
import { iconConsents } from './icon-consent-store';

/**
 * On the connection card of a local server: the icon hosts its icons wait on, each with
 * `Load icon from <host>` (remembered for this server in this browser).
 */
export function IconConsentNote({ server }: { server: string }) {
  const consents = iconConsents();
  const { withheld, allowed } = useStore(consents);
  const hosts = (withheld[server] ?? []).filter((host) => allowed[server]?.includes(host) !== true);
  if (hosts.length === 0) return null;
  const named = hosts.join(', ');
  return (
    <div className="connection-card__notice icon-consent" role="note" aria-label="Icons from another site">
      <span>
        This local server&apos;s icons come from {named}. They are not loaded: fetching them would tell {named} which server you opened.
      </span>
      {hosts.map((host) => (
        <button key={host} type="button" className="button button--small" onClick={() => consents.allow(server, host)}>
          Load icon from {host}
        </button>
      ))}
    </div>
  );
}
