import { lazy, Suspense, useMemo } from 'react';
import { useSession, useSessionManager } from '../../hooks/session/use-session';
import { useStore } from '../../hooks/use-store';
import type { BridgeStore } from './bridge-store';
import { restartServer } from './session-link';
import './stdio.css';

// The facts and the virtualized output load only on a page that has a bridged server.
const StdioFacts = lazy(async () => ({ default: (await import('./stdio-facts')).StdioFacts }));

/**
 * The page was opened without the run's secret (a copied address, a bookmark): the bridge
 * answers 401 to everything, and only the URL the CLI printed carries the secret.
 */
export function BridgeNotice() {
  return (
    <div role="alert" className="error-alert stdio-notice">
      <p className="error-alert__message">This console cannot reach the local server that mcp-console started: the page was opened without its access key.</p>
      <p>
        Open the URL that <code>mcp-console</code> printed in the terminal (the one ending in <code>#mcp-console-secret=…</code>). The key is kept for this tab
        only and never appears in the address bar, links or exports.
      </p>
    </div>
  );
}

interface StdioSectionProps {
  bridge: BridgeStore;
  /** Connects again to a bridge whose connection failed or was closed (with its saved settings). */
  onReconnect: (url: string) => void;
}

/** The stdio part of the connection card: the notice without the secret, else the connected child's facts. */
export function StdioSection({ bridge, onReconnect }: StdioSectionProps) {
  const { access, servers, message } = useStore(bridge);
  const { status } = useSession();
  const manager = useSessionManager();
  const url = status.state === 'idle' ? undefined : status.url;
  const server = useMemo(() => (url === undefined ? undefined : servers.find((s) => s.kind === 'stdio' && s.url === url)), [servers, url]);
  if (access === 'unauthorized') return <BridgeNotice />;
  if (access === 'error') {
    return (
      <p role="alert" className="error-alert stdio-notice">
        The local server that mcp-console started did not list its stdio servers: {message}
      </p>
    );
  }
  if (server === undefined || server.kind !== 'stdio') return null;
  return (
    <Suspense fallback={null}>
      <StdioFacts key={server.id} server={server} process={bridge.process(server.id)} onRestart={() => restartServer(bridge, manager, server.id, onReconnect)} />
    </Suspense>
  );
}
