import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { createDemoFetch, DEMO_SERVER_URL } from '../../../demo-server/browser';
import { renderOverSession, type HarnessServer } from '../../hooks/session/session-harness.test-util';
import type { SessionManager } from '../../hooks/session/session-manager';
import type { AppSession } from '../../hooks/session/use-session';
import { parseDeepLink } from '../../lib/urls/deep-link';
import { ResourcesPanel } from './resources-panel';

export type PanelServer = HarnessServer;

/** Renders the Resources panel over a real session to an in-page server (the demo server unless told otherwise). */
export async function renderResourcesPanel(search = '', server: PanelServer = { url: DEMO_SERVER_URL, fetch: createDemoFetch() }) {
  const { navigation, manager, traffic } = await renderOverSession(<ResourcesPanel deepLink={parseDeepLink(search)} />, server);
  return { navigation, manager, traffic };
}

/**
 * The per-test setup of the panel's component tests: jsdom has no layout, so the virtualised
 * tree gets a viewport; afterwards the DOM is cleaned and the last session disconnected.
 */
export function setUpPanelTests(): { track: (manager: SessionManager<AppSession>) => void } {
  let current: SessionManager<AppSession> | undefined;
  beforeEach(() => {
    vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(600);
    vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(400);
  });
  afterEach(async () => {
    cleanup();
    vi.restoreAllMocks();
    await current?.disconnect();
    current = undefined;
  });
  return {
    track: (manager) => {
      current = manager;
    },
  };
}
