import type { ConsoleErrorData } from '../protocol/model/types';
import { CodeBlock } from './code-block';

/**
 * The CORS alert's way out (issue 32): a console served by the CLI offers its local proxy; the
 * hosted site, which has none, says how to get one.
 */
export type ProxyOffer = { kind: 'available'; connect: () => void } | { kind: 'hosted' };

/** The way past a server that sends no CORS headers, when the user does not own it. */
function ProxyOfferNote({ offer }: { offer: ProxyOffer }) {
  if (offer.kind === 'hosted') {
    return (
      <p>
        Not your server? Run <code>npx mcp-console</code> and open the console it prints to reach the server through its local proxy.
      </p>
    );
  }
  return (
    <p>
      Not your server? This console can reach it through its local proxy.{' '}
      <button type="button" className="button button--small" onClick={offer.connect}>
        Connect through local proxy
      </button>
    </p>
  );
}

interface ErrorAlertProps {
  error: ConsoleErrorData;
  /** Shown with a CORS failure only (a diagnosed one, or a sign-in step the browser blocked). */
  proxy?: ProxyOffer;
  /** Opens the traffic entry that carried the failure (design.md: "Errors are results"). */
  onShowExchange?: (exchangeId: number) => void;
}

function details(error: ConsoleErrorData): string[] {
  const parts: string[] = [];
  if (error.httpStatus !== undefined) parts.push(`HTTP ${error.httpStatus}`);
  if (error.code !== undefined) parts.push(`JSON-RPC ${error.code}${error.meaning === undefined ? '' : ` (${error.meaning})`}`);
  return parts;
}

/** Renders any failure as an `alert` with its specific message; server text stays text. */
export function ErrorAlert({ error, onShowExchange, proxy }: ErrorAlertProps) {
  const facts = details(error);
  const exchangeId = error.exchangeId;
  return (
    <div role="alert" className="error-alert">
      <p className="error-alert__message">{error.message}</p>
      {facts.length > 0 && <p className="error-alert__facts">{facts.join(' · ')}</p>}
      {error.issues !== undefined && error.issues.length > 0 && (
        <ul className="error-alert__issues">
          {error.issues.map((issue, index) => (
            <li key={index}>{issue}</li>
          ))}
        </ul>
      )}
      {error.blocked !== undefined && (
        <div className="error-alert__blocked">
          <p className="error-alert__facts">{error.blocked.rule === 'mixed-content' ? 'Browser rule: mixed content' : 'Browser rule: local network access'}</p>
          <p>What you can do:</p>
          <ul className="error-alert__remedies">
            {error.blocked.remedies.map((remedy) => (
              <li key={remedy}>{remedy}</li>
            ))}
          </ul>
        </div>
      )}
      {error.cors !== undefined && (
        <div className="error-alert__cors">
          {error.cors.summary !== error.message && <p>{error.cors.summary}</p>}
          {proxy !== undefined && <ProxyOfferNote offer={proxy} />}
          {proxy !== undefined && error.cors.fixes.length > 0 && <p>If you own the server, allow this console's origin:</p>}
          {error.cors.fixes.map((fix, index) => (
            <CodeBlock key={index} title={fix.title} code={fix.code} />
          ))}
        </div>
      )}
      {error.cors === undefined && error.kind === 'cors' && proxy !== undefined && <ProxyOfferNote offer={proxy} />}
      {exchangeId !== undefined && onShowExchange !== undefined && (
        <button type="button" className="link-button" onClick={() => onShowExchange(exchangeId)}>
          Show exchange #{exchangeId} in Traffic
        </button>
      )}
    </div>
  );
}
