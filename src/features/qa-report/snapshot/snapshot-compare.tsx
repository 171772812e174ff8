import { useId, useRef, useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { useCompareSources } from '../../../hooks/use-compare-sources';
import { useSession } from '../../../hooks/session/use-session';
import { useStore } from '../../../hooks/use-store';
import type { CompareServer, CompareSources } from '../../../hooks/use-compare-sources';
import { SnapshotDiffView } from './snapshot-diff-view';
import { useSnapshotCompare } from './use-snapshot-compare';

const NO_SOURCES: CompareSources = {
  getSnapshot: () => NO_SERVERS,
  subscribe: () => () => undefined,
  snapshot: () => Promise.reject(new Error('No saved servers to compare with.')),
};
const NO_SERVERS: readonly CompareServer[] = [];

/**
 * The QA panel's snapshot controls (issue 18): `Export snapshot` downloads the connected
 * server's interface; `Compare` diffs it against a snapshot file or another saved server.
 */
export function SnapshotCompare() {
  const { session, status } = useSession();
  const sources = useCompareSources();
  const servers = useStore(sources ?? NO_SOURCES);
  const { state, compareWithFile, compareWithServer, exportSnapshot } = useSnapshotCompare(session, sources);
  const [serverId, setServerId] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const selectId = useId();
  const connected = status.state === 'connected';
  const busy = state.status === 'working';
  const chosen = servers.find((s) => s.id === serverId) ?? servers[0];

  return (
    <div className="snapshot-compare">
      <div className="snapshot-compare__toolbar" role="group" aria-label="Snapshots">
        <button type="button" className="button" disabled={!connected || busy} onClick={() => void exportSnapshot()}>
          Export snapshot
        </button>
        <button type="button" className="button" disabled={!connected || busy} onClick={() => fileInput.current?.click()}>
          Compare with snapshot file
        </button>
        <input
          ref={fileInput}
          type="file"
          accept="application/json,.json"
          aria-label="Snapshot file"
          hidden
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (file !== undefined) void compareWithFile(file);
          }}
        />
        {servers.length > 0 && (
          <>
            <label htmlFor={selectId} className="snapshot-compare__label">
              Compare with saved server
            </label>
            <select id={selectId} className="input input--small" value={chosen?.id ?? ''} onChange={(event) => setServerId(event.currentTarget.value)}>
              {servers.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
            <button
              type="button"
              className="button"
              disabled={!connected || busy || chosen === undefined}
              onClick={() => chosen !== undefined && void compareWithServer(chosen.id, chosen.name)}
            >
              Compare
            </button>
          </>
        )}
        {busy && (
          <span className="snapshot-compare__status" role="status">
            {state.message}
          </span>
        )}
      </div>
      {state.status === 'error' && <ErrorAlert error={{ kind: 'protocol', message: state.message }} />}
      {state.status === 'done' && <SnapshotDiffView diff={state.diff} against={state.against} />}
    </div>
  );
}
