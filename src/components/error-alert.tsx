import type { ConsoleErrorData } from '../protocol/types';
import { CodeBlock } from './code-block';

interface ErrorAlertProps {
  error: ConsoleErrorData;
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
export function ErrorAlert({ error, onShowExchange }: ErrorAlertProps) {
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
          {error.cors.fixes.map((fix, index) => (
            <CodeBlock key={index} title={fix.title} code={fix.code} />
          ))}
        </div>
      )}
      {exchangeId !== undefined && onShowExchange !== undefined && (
        <button type="button" className="link-button" onClick={() => onShowExchange(exchangeId)}>
          Show exchange #{exchangeId} in Traffic
        </button>
      )}
    </div>
  );
}
