import { useRef, useState, type ChangeEvent } from 'react';
import { useCacheServices } from '../../hooks/use-cache';
import { useNavigationStore } from '../../hooks/navigation/use-navigation';
import { useRootsStore, useSession, useSessionManager, useTrafficSource, useWorkspace } from '../../hooks/session/use-session';
import { useStore } from '../../hooks/use-store';
import { authProviderOf } from '../../protocol/auth/guard';
import { CopyLinkButton } from './copy-link-button';
import { downloadText } from '../../components/download-text';
import { lastReadUri } from './last-read';
import { replayStore } from './replay-store';
import { loadPlayground, playgroundExport } from './playground-file';
import { serversToRestore, workspaceUrls } from './workspace-set';

const APP_VERSION = '0.1.0';

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
  const url = status.state === 'idle' ? undefined : status.url;
  const roots = useRootsStore();
  const workspace = useWorkspace();

  const exportSession = async () => {
    // History (issue 17), the Playground and the file's writer load with their panels or on a click, never with the first screen.
    const [{ historyToExport }, playground, { sessionFileDownload }] = await Promise.all([
      import('../../hooks/use-history'),
      playgroundExport(),
      import('../../recording/session-file/session-export'),
    ]);
    // The Timeline's auth lane and invalidation marks go in too (version 3), reduced to what it draws.
    const extras = { authSteps: authProviderOf(session)?.steps.getSnapshot(), invalidations: invalidations.getSnapshot(), roots: url === undefined ? undefined : roots?.get(url), playground: playground.conversation, workspace: workspaceUrls(workspace?.snapshot) };
    const file = sessionFileDownload(status, traffic.getSnapshot(), new Date(), historyToExport(url), extras, playground.withheld);
    if (file !== undefined) downloadText(file.fileName, file.text, file.type);
  };

  // A HAR of the MCP traffic, as users expect: the model's requests are not in it, and its key is masked wherever it was typed.
  const exportHar = async () => {
    const now = new Date();
    const snapshot = traffic.getSnapshot();
    const [{ toHar }, { exportFileName, jsonWithout }, { withheld }] = await Promise.all([
      import('../../recording/session-file/har'),
      import('../../recording/session-file/session-export'),
      playgroundExport(),
    ]);
    const har = toHar(snapshot.exchanges, APP_VERSION, snapshot.droppedExchanges);
    downloadText(exportFileName(url ?? '', now, 'har'), jsonWithout(har, withheld), 'application/json');
  };

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    event.target.value = '';
    if (picked === undefined) return;
    // The file schema (and zod with it) and the replay fetch are only needed once someone imports a recording.
    const [{ parseSessionFile }, { createReplayFetch }] = await Promise.all([
      import('../../recording/session-file/schema'),
      import('../../recording/session-file/replay-fetch'),
    ]);
    const parsed = parseSessionFile(await picked.text());
    if (!parsed.ok) {
      setError(`${picked.name}: ${parsed.error}`);
      return;
    }
    setError(undefined);
    replayStore.load(parsed.file, picked.name, createReplayFetch(parsed.file));
    if (parsed.file.playground !== undefined) await loadPlayground(parsed.file.playground);
    // The recording opens on the last resource it read, selected in the tree (listed or not).
    const read = lastReadUri(parsed.file);
    if (read !== undefined) navigation.selectResource(read);
    const { active, others } = serversToRestore(parsed.file);
    await manager.connect({ url: active, headers: {}, secretHeaders: [] });
    // Only the recorded server replays; the others it was exported beside join live, in the background.
    for (const other of others) {
      if (workspace?.workspace.managerFor(other) === undefined) void workspace?.workspace.connect({ url: other, headers: {}, secretHeaders: [] }, { activate: false });
    }
  };

  return (
    <div className="session-toolbar" role="group" aria-label="Session">
      <CopyLinkButton />
      <button type="button" className="button button--small" disabled={url === undefined} onClick={() => void exportSession()}>
        Export session
      </button>
      <button type="button" className="button button--small" onClick={() => void exportHar()}>
        Export HAR
      </button>
      <button type="button" className="button button--small" onClick={() => input.current?.click()}>
        Import session
      </button>
      <input ref={input} type="file" accept=".json,application/json" hidden onChange={(event) => void importFile(event)} />
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
