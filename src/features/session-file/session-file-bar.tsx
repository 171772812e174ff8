import { useRef, useState, type ChangeEvent } from 'react';
import { useCacheServices } from '../../hooks/use-cache';
import { useNavigationStore } from '../../hooks/navigation/use-navigation';
import { onDemand } from '../../hooks/use-on-demand';
import { useRootsStore, useSession, useSessionManager, useTrafficSource, useWorkspace } from '../../hooks/session/use-session';
import { useStore } from '../../hooks/use-store';
import { CopyLinkButton } from './copy-link-button';
import { replayStore } from './replay-store';
import type { ToolbarState } from './session-file-actions';

/** What the buttons run: fetched when the pointer or focus first reaches the toolbar, so a click finds it there. */
const ACTIONS = onDemand(() => import('./session-file-actions'));

/**
 * The session actions as one group in the header: Copy link, Export session (JSON), Export HAR
 * 1.2, Import session. A plain group of buttons, not Radix Toolbar: the header is first paint,
 * and Toolbar brings Toggle and ToggleGroup into it (≈1.5 KB gzip) for arrow-key roving only.
 */
export function SessionToolbar() {
  const { status, session } = useSession();
  const { invalidations } = useCacheServices();
  const manager = useSessionManager();
  const traffic = useTrafficSource();
  const navigation = useNavigationStore();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | undefined>(undefined);
  const roots = useRootsStore();
  const workspace = useWorkspace();
  const state: ToolbarState = { status, session, invalidations, traffic, roots, workspace, manager, navigation };

  /** Runs `use` with the actions module; a module that did not load says so where an import's error would. */
  const withActions = (label: string, use: (actions: typeof import('./session-file-actions')) => Promise<void>) => {
    void ACTIONS.load().then(use, (failure: unknown) => setError(`${label} did not load (${failure instanceof Error ? failure.message : String(failure)}). Try again.`));
  };
  const prefetch = () => void ACTIONS.load().catch(() => undefined);

  const importFile = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    event.target.value = '';
    if (picked !== undefined) withActions('Import session', async (actions) => setError(await actions.importSession(state, picked)));
  };

  return (
    <div className="session-toolbar" role="group" aria-label="Session" onPointerEnter={prefetch} onFocus={prefetch}>
      <CopyLinkButton />
      <button type="button" className="button button--small" disabled={status.state === 'idle'} onClick={() => withActions('Export session', (actions) => actions.exportSession(state))}>
        Export session
      </button>
      <button type="button" className="button button--small" onClick={() => withActions('Export HAR', (actions) => actions.exportHar(state))}>
        Export HAR
      </button>
      <button type="button" className="button button--small" onClick={() => input.current?.click()}>
        Import session
      </button>
      <input ref={input} type="file" accept=".json,application/json" hidden onChange={importFile} />
      {error !== undefined && (
        <p role="alert" className="danger session-toolbar__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** While a recording is loaded: what is replayed, and the way back to the network. */
export function ReplayBanner() {
  const manager = useSessionManager();
  const replay = useStore(replayStore);
  if (replay.file === undefined) return null;
  const leaveReplay = async () => {
    const recorded = replay.file?.server.url;
    replayStore.clear();
    if (recorded !== undefined) await manager.connect({ url: recorded, headers: {}, secretHeaders: [] });
  };
  return (
    <div className="replay-banner" role="status" aria-label="Replay">
      {/* One flex item, so a long file name wraps as a sentence instead of splitting "Replay" from it. */}
      <span>
        <strong>Replay</strong> of {replay.fileName ?? 'a recorded session'} ({replay.file.server.url}, recorded {replay.file.exportedAt}): answers
        come from the recording, nothing goes to the network.
      </span>
      <button type="button" className="button button--small" onClick={() => void leaveReplay()}>
        Leave replay
      </button>
    </div>
  );
}
