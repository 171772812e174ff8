import type { ConnectionStatus } from '../../protocol/types';
import { ErrorAlert } from '../../components/error-alert';
import { useConnectionStatus } from '../../hooks/use-session';
import { useNavigationStore } from '../../hooks/use-navigation';
import { CapabilitiesView } from './capabilities-view';
import { NegotiationView } from './negotiation-view';
import { ServerInfo } from './server-info';
import { statusText } from './status-text';

type Connected = Extract<ConnectionStatus, { state: 'connected' }>;

function ConnectedDetails({ status }: { status: Connected }) {
  const { server } = status;
  return (
    <details className="connection-card__details">
      <summary>Server details</summary>
      <div className="connection-card__grid">
        <section>
          <h3 className="subheading">Server</h3>
          <ServerInfo info={server.info} />
        </section>
        <section>
          <h3 className="subheading">Negotiation</h3>
          <NegotiationView negotiation={status.negotiation} connectMs={status.connectMs} />
        </section>
        <section>
          <h3 className="subheading">Capabilities</h3>
          <CapabilitiesView capabilities={server.capabilities} />
        </section>
        {server.instructions !== undefined && server.instructions !== '' && (
          <section>
            <h3 className="subheading">Instructions</h3>
            <p className="instructions">{server.instructions}</p>
          </section>
        )}
      </div>
    </details>
  );
}

interface ConnectionCardProps {
  status: ConnectionStatus;
  onShowExchange: (exchangeId: number) => void;
}

/** The connection at a glance: the `status` line, then who the server is or why it failed. */
export function ConnectionCard({ status, onShowExchange }: ConnectionCardProps) {
  const title = status.state === 'connected' ? (status.server.info?.title ?? status.server.info?.name) : undefined;
  return (
    <section className="connection-card" aria-label="Connection">
      <div className="connection-card__head">
        <span className={`dot dot--${status.state}`} aria-hidden="true" />
        <div role="status" className="connection-card__status">
          {statusText(status)}
        </div>
        {title !== undefined && <span className="connection-card__server">{title}</span>}
        {status.state !== 'idle' && <code className="connection-card__url">{status.url}</code>}
      </div>
      {status.state === 'connected' && <ConnectedDetails status={status} />}
      {status.state === 'error' && <ErrorAlert error={status.error} onShowExchange={onShowExchange} />}
    </section>
  );
}

/** The card for the app's active session. */
export function ActiveConnectionCard() {
  const status = useConnectionStatus();
  const navigation = useNavigationStore();
  return <ConnectionCard status={status} onShowExchange={(id) => navigation.showExchange(id)} />;
}
