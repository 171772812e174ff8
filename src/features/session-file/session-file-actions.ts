import type { CacheServices } from '../../hooks/use-cache';
import type { NavigationStore } from '../../hooks/navigation/navigation-store';
import type { AppSession, TrafficSource } from '../../hooks/session/use-session';
import type { SessionManager } from '../../hooks/session/session-manager';
import type { Workspace, WorkspaceSnapshot } from '../../hooks/session/workspace';
import type { RootsStore } from '../../protocol/client-features/roots';
import type { ConnectionStatus } from '../../protocol/model/types';
import { authProviderOf } from '../../protocol/auth/guard';
import { downloadText } from '../../components/download-text';
import { lastReadUri } from './last-read';
import { replayStore } from './replay-store';
import { loadPlayground, playgroundExport } from './playground-file';
import { serversToRestore, workspaceUrls } from './workspace-set';

/**
 * What the session toolbar's buttons do, loaded on the first hover, focus or click of the toolbar:
 * the buttons are first paint, what they run is not (issue 43). History, the Playground and the
 * file's writer and reader load here on a click too, as before.
 */

const APP_VERSION = '0.1.0';

/** What the toolbar reads when a button is pressed. */
export interface ToolbarState {
  status: ConnectionStatus;
  session: AppSession | undefined;
  invalidations: CacheServices['invalidations'];
  traffic: TrafficSource;
  roots: RootsStore | undefined;
  workspace: { workspace: Workspace<AppSession>; snapshot: WorkspaceSnapshot<AppSession> } | undefined;
  manager: SessionManager<AppSession>;
  navigation: NavigationStore;
}

function urlOf(status: ConnectionStatus): string | undefined {
  return status.state === 'idle' ? undefined : status.url;
}

/** Export session: the session file (docs/session-file.md), History and the Playground included. */
export async function exportSession(state: ToolbarState): Promise<void> {
  const { status, session, invalidations, traffic, roots, workspace } = state;
  const url = urlOf(status);
  const [{ historyToExport }, playground, { sessionFileDownload }] = await Promise.all([
    import('../../hooks/use-history'),
    playgroundExport(),
    import('../../recording/session-file/session-export'),
  ]);
  // The Timeline's auth lane and invalidation marks go in too (version 3), reduced to what it draws.
  const extras = { authSteps: authProviderOf(session)?.steps.getSnapshot(), invalidations: invalidations.getSnapshot(), roots: url === undefined ? undefined : roots?.get(url), playground: playground.conversation, workspace: workspaceUrls(workspace?.snapshot) };
  const file = sessionFileDownload(status, traffic.getSnapshot(), new Date(), historyToExport(url), extras, playground.withheld);
  if (file !== undefined) downloadText(file.fileName, file.text, file.type);
}

/** A HAR of the MCP traffic, as users expect: the model's requests are not in it, and its key is masked wherever it was typed. */
export async function exportHar(state: ToolbarState): Promise<void> {
  const now = new Date();
  const snapshot = state.traffic.getSnapshot();
  const [{ toHar }, { exportFileName, jsonWithout }, { withheld }] = await Promise.all([
    import('../../recording/session-file/har'),
    import('../../recording/session-file/session-export'),
    playgroundExport(),
  ]);
  const har = toHar(snapshot.exchanges, APP_VERSION, snapshot.droppedExchanges);
  downloadText(exportFileName(urlOf(state.status) ?? '', now, 'har'), jsonWithout(har, withheld), 'application/json');
}

/** Import session: replays `picked` and connects to its servers; the error to show when it is not a session file. */
export async function importSession(state: ToolbarState, picked: File): Promise<string | undefined> {
  const { manager, navigation, workspace } = state;
  // The file schema (and zod with it) and the replay fetch are only needed once someone imports a recording.
  const [{ parseSessionFile }, { createReplayFetch }] = await Promise.all([
    import('../../recording/session-file/schema'),
    import('../../recording/session-file/replay-fetch'),
  ]);
  const parsed = parseSessionFile(await picked.text());
  if (!parsed.ok) return `${picked.name}: ${parsed.error}`;
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
  return undefined;
}
