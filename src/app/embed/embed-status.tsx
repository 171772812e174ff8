import { ErrorAlert } from '../../components/error-alert';
import { statusText } from '../../features/servers/connection/status-text';
import { useNavigationStore } from '../../hooks/navigation/use-navigation';
import { useConnectionStatus } from '../../hooks/session/use-session';

/**
 * The embed's only chrome besides "Open in console": one status line (the same text as the
 * connection card's, so the negotiated version stays readable) and a failure when there is one.
 */
export function EmbedStatus() {
  const status = useConnectionStatus();
  const navigation = useNavigationStore();
  return (
    <div className="embed-status">
      <p className="embed-status__line">
        <span className={`dot dot--${status.state}`} aria-hidden="true" />
        <span role="status" className="embed-status__text">
          {statusText(status)}
        </span>
      </p>
      {status.state === 'error' && <ErrorAlert error={status.error} onShowExchange={(id) => navigation.showExchange(id)} />}
    </div>
  );
}
