import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConnectionStatus, ExternalStore, TrafficSnapshot } from '../protocol/model/types';
import { MemoryStorage } from '../features/servers/saved/memory-storage.test-util';
import { SessionManager, type SessionInput } from '../hooks/session/session-manager';
import { Workspace } from '../hooks/session/workspace';
import type { AppSession } from '../hooks/session/use-session';
import { AppShell } from './app-shell';
import { panels } from './panels/panels';
import { createAppServices, dropServerParamOnSwitch, startInitialConnection, syncPanelToUrl } from './services/services';

afterEach(cleanup);

const DEMO = 'https://demo.mcp-console.invalid/mcp';

function connectedSession(input: SessionInput): AppSession {
  let status: ConnectionStatus = { state: 'idle' };
  const listeners = new Set<() => void>();
  const store: ExternalStore<ConnectionStatus> = {
    subscribe: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    getSnapshot: () => status,
  };
  return {
    url: input.url,
    status: store,
    connect: () => {
      status = {
        state: 'connected',
        url: input.url,
        negotiation: { era: 'legacy', protocolVersion: '2025-11-25', probed: true, evidence: [] },
        server: { info: { name: 'everything', version: '1' }, capabilities: {}, instructions: undefined, discover: undefined },
        connectedAt: 0,
        connectMs: 3,
      };
      for (const l of listeners) l();
      return Promise.resolve(status);
    },
    close: () => Promise.resolve(),
  };
}

const emptyTraffic: TrafficSnapshot = { exchanges: [], frames: [], droppedExchanges: 0 };

function setup(search: string, local = new MemoryStorage(), { several = false } = {}) {
  const created: string[] = [];
  const createManager = () =>
    new SessionManager<AppSession>({
      createSession: (input) => {
        created.push(input.url);
        return connectedSession(input);
      },
    });
  const manager = createManager();
  const services = createAppServices({
    search,
    localStorage: local,
    sessionStorage: new MemoryStorage(),
    matchMedia: undefined,
    demoUrl: DEMO,
    session: {
      manager,
      ...(several ? { workspace: new Workspace({ primary: manager, createManager }) } : {}),
      traffic: { subscribe: () => () => undefined, getSnapshot: () => emptyTraffic, clear: () => undefined },
    },
  });
  return { services, created, local };
}

const serverUrlValue = () => {
  const input = screen.getByRole('textbox', { name: 'Server URL' });
  return input instanceof HTMLInputElement ? input.value : undefined;
};

describe('AppShell', () => {
  it('has the eleven panel tabs with their contract names', () => {
    const { services } = setup('');
    render(<AppShell services={services} panels={panels} />);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Resources',
      'Templates',
      'Prompts',
      'Tools',
      'Subscriptions',
      'Cache',
      'Traffic',
      'QA',
      'Timeline',
      'History',
      'Playground',
    ]);
  });

  it('connects to the embedded demo server on a first visit and shows the version in the status', async () => {
    const { services, created } = setup('');
    render(<AppShell services={services} panels={panels} />);
    act(() => startInitialConnection(services));
    await vi.waitFor(() => expect(created).toEqual([DEMO]));
    expect(serverUrlValue()).toBe(DEMO);
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toContain('2025-11-25'));
  });

  it('prefers ?server= and then the last server used', async () => {
    const first = setup('?server=http%3A%2F%2F127.0.0.1%3A9%2Fmcp');
    startInitialConnection(first.services);
    await vi.waitFor(() => expect(first.created).toEqual(['http://127.0.0.1:9/mcp']));

    const again = setup('', first.local);
    startInitialConnection(again.services);
    await vi.waitFor(() => expect(again.created).toEqual(['http://127.0.0.1:9/mcp']));
    render(<AppShell services={again.services} panels={panels} />);
    expect(serverUrlValue()).toBe('http://127.0.0.1:9/mcp');
  });

  it('connects every server= of the link, lists each with its own status, keeps the first active and remembers only it', async () => {
    const first = setup('?server=http%3A%2F%2F127.0.0.1%3A9%2Fmcp&server=http%3A%2F%2F127.0.0.1%3A10%2Fmcp', new MemoryStorage(), { several: true });
    render(<AppShell services={first.services} panels={panels} />);
    act(() => startInitialConnection(first.services));
    await vi.waitFor(() => expect([...first.created].sort()).toEqual(['http://127.0.0.1:10/mcp', 'http://127.0.0.1:9/mcp']));
    const list = await screen.findByRole('list', { name: 'Connected servers' });
    await vi.waitFor(() => expect(within(list).getAllByRole('status').map((s) => s.textContent)).toEqual(['Connected · 2025-11-25 · legacy · Streamable HTTP', 'Connected · 2025-11-25 · legacy · Streamable HTTP']));
    expect(within(list).getByRole('button', { name: 'Show http://127.0.0.1:9/mcp' }).getAttribute('aria-current')).toBe('true');
    expect(serverUrlValue()).toBe('http://127.0.0.1:9/mcp');
    cleanup();

    const again = setup('', first.local, { several: true });
    startInitialConnection(again.services);
    await vi.waitFor(() => expect(again.created).toEqual(['http://127.0.0.1:9/mcp']));
  });

  it('opens ?panel= and keeps the panel in the URL when switching tabs', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/?panel=traffic&server=x');
    const { services } = setup(window.location.search);
    const stop = syncPanelToUrl(services.navigation, window.history, window.location);
    render(<AppShell services={services} panels={panels} />);
    expect(await screen.findByRole('table', { name: 'Traffic' })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Tools' }));
    expect(await screen.findByRole('tabpanel', { name: 'Tools' })).toBeTruthy();
    expect(new URLSearchParams(window.location.search).get('panel')).toBe('tools');
    expect(new URLSearchParams(window.location.search).get('server')).toBe('x');
    stop();
  });

  it('drops the chrome with ?embed=1', () => {
    const { services } = setup('?embed=1');
    render(<AppShell services={services} panels={panels} />);
    expect(screen.queryByRole('textbox', { name: 'Server URL' })).toBeNull();
    expect(screen.getAllByRole('tab')).toHaveLength(11);
  });

  it('forgets ?server= once the user connects to another server, keeping other parameters', async () => {
    window.history.replaceState(null, '', '/?server=http%3A%2F%2Fa.example%2Fmcp&panel=tools');
    const { services } = setup(window.location.search);
    const stop = dropServerParamOnSwitch(services.session, window.history, window.location);
    await services.session.manager.connect({ url: 'http://a.example/mcp', headers: {}, secretHeaders: [] });
    expect(new URLSearchParams(window.location.search).get('server')).toBe('http://a.example/mcp');
    await services.session.manager.connect({ url: 'http://b.example/mcp', headers: {}, secretHeaders: [] });
    expect(new URLSearchParams(window.location.search).get('server')).toBeNull();
    expect(new URLSearchParams(window.location.search).get('panel')).toBe('tools');
    stop();
  });
});
