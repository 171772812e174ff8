import { downloadText } from '../components/download-text';
import type { PaletteCommand } from '../features/command-palette';
import { connectWithSaved } from '../features/servers';
import { workspaceUrls } from '../features/session-file';
import { activeManagerOf, connectorOf, useSession } from '../hooks/session/use-session';
import { buildPermalink } from '../lib/urls/permalink';
import { authProviderOf } from '../protocol/auth/guard';
import type { PanelRegistry } from './panels/panel-registry';
import type { AppServices } from './services/services';

function action(id: string, label: string, run: () => void): PaletteCommand {
  return { id: `action:${id}`, label, kind: 'Action', run };
}

/** Downloads the session file (docs/session-file.md), History included, as the Export session button does. */
async function exportSession(services: AppServices): Promise<void> {
  const { status, session } = activeManagerOf(services.session).getSnapshot();
  // History and the file's writer load on demand: the palette is part of the first screen, they are not.
  const [{ historyToExport }, { sessionFileDownload }] = await Promise.all([import('../hooks/use-history'), import('../recording/session-file/session-export')]);
  const url = status.state === 'idle' ? undefined : status.url;
  const roots = url === undefined ? undefined : services.session.roots?.get(url);
  const timeline = {
    authSteps: authProviderOf(session)?.steps.getSnapshot(),
    invalidations: services.cache.invalidations.getSnapshot(),
    roots,
    workspace: workspaceUrls(services.session.workspace?.getSnapshot()),
  };
  const history = historyToExport(url);
  const file = sessionFileDownload(status, services.session.traffic.getSnapshot(), new Date(), history, timeline);
  if (file !== undefined) downloadText(file.fileName, file.text, file.type);
}

/**
 * The palette's actions. They live in the app, which may use every feature; the palette
 * itself only ranks and runs them (features never import each other).
 */
export function usePaletteActions(services: AppServices, panels: PanelRegistry): PaletteCommand[] {
  const { status } = useSession();
  const { navigation, session, servers, demoUrl, theme } = services;
  const connected = status.state !== 'idle' && status.state !== 'closed';
  const server = status.state === 'idle' ? undefined : status.url;
  return [
    ...panels.list().map((panel) => action(`panel:${panel.id}`, `Go to ${panel.label}`, () => navigation.showPanel(panel.id))),
    action('connect-demo', 'Connect to demo server', () => {
      servers.setDraftUrl(demoUrl);
      void connectWithSaved(connectorOf(session), servers, demoUrl);
    }),
    ...(connected ? [action('disconnect', 'Disconnect', () => void activeManagerOf(session).disconnect())] : []),
    action('run-checks', 'Run checks', () => navigation.requestAction('qa', 'run-checks')),
    ...(server === undefined ? [] : [action('export-session', 'Export session', () => void exportSession(services))]),
    action('copy-link', 'Copy link', () => {
      const { panel, resourceUri } = navigation.getSnapshot();
      // The whole workspace, as the Copy link button writes it: the active server first, then each other one.
      const others = workspaceUrls(session.workspace?.getSnapshot());
      void navigator.clipboard.writeText(buildPermalink(window.location.href, { server, others, panel, uri: resourceUri })).catch(() => undefined);
    }),
    action('toggle-theme', 'Toggle theme', () => theme.toggle()),
  ];
}
