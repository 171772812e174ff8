import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConnectionStatus, ExternalStore } from '../../../protocol/model/types';
import { SessionManager, type SessionInput } from '../../../hooks/session/session-manager';
import { SessionProvider, type AppSession } from '../../../hooks/session/use-session';
import { MemoryStorage } from '../saved/memory-storage.test-util';
import { ServersSidebar } from './servers-sidebar';
import { ServersStore } from '../saved/servers-store';
import { SERVERS_KEY } from '../saved/storage';

afterEach(cleanup);

function valueOf(element: HTMLElement): string | boolean {
  if (!(element instanceof HTMLInputElement)) throw new Error('expected an <input>');
  return element.type === 'checkbox' ? element.checked : element.value;
}

const DEMO = 'https://demo.mcp-console.invalid/mcp';

function fakeSession(input: SessionInput): AppSession {
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
      status = { state: 'error', url: input.url, error: { kind: 'network', message: 'unreachable' } };
      for (const l of listeners) l();
      return Promise.resolve(status);
    },
    close: () => Promise.resolve(),
  };
}

function renderSidebar(local: MemoryStorage, session: MemoryStorage) {
  const created: SessionInput[] = [];
  const manager = new SessionManager<AppSession>({
    createSession: (input) => {
      created.push(input);
      return fakeSession(input);
    },
  });
  const store = new ServersStore(local, session);
  const view = render(
    <SessionProvider services={{ manager, traffic: { subscribe: () => () => undefined, getSnapshot: () => ({ exchanges: [], frames: [], droppedExchanges: 0 }), clear: () => undefined } }}>
      <ServersSidebar store={store} demoUrl={DEMO} />
    </SessionProvider>,
  );
  return { created, store, view };
}

describe('ServersSidebar', () => {
  it('persists a saved server, its headers and the URL draft across a reload, secrets per tab', async () => {
    const user = userEvent.setup();
    const local = new MemoryStorage();
    const session = new MemoryStorage();
    const first = renderSidebar(local, session);

    const url = screen.getByRole('textbox', { name: 'Server URL' });
    await user.clear(url);
    await user.type(url, 'https://api.example/mcp');
    await user.click(screen.getByRole('button', { name: 'Save server' }));
    // The editor loads on the first Save or Edit.
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Staging');
    await user.type(screen.getByLabelText('Bearer token'), 'tok-secret');
    await user.click(screen.getByRole('button', { name: 'Add header' }));
    await user.type(screen.getByRole('textbox', { name: 'Header 1 name' }), 'X-Tenant');
    await user.type(screen.getByRole('textbox', { name: 'Header 1 value' }), 'acme');
    expect(valueOf(screen.getByRole('checkbox', { name: 'Remember secrets in this browser' }))).toBe(false);
    await user.clear(url);
    await user.type(url, 'https://api.example/mc');
    first.view.unmount();

    expect(local.getItem(SERVERS_KEY)).not.toContain('tok-secret');

    renderSidebar(local, session);
    expect(valueOf(screen.getByRole('textbox', { name: 'Server URL' }))).toBe('https://api.example/mc');
    await user.click(screen.getByRole('button', { name: 'Edit Staging' }));
    expect(valueOf(await screen.findByLabelText('Bearer token'))).toBe('tok-secret');
    expect(valueOf(screen.getByRole('textbox', { name: 'Header 1 value' }))).toBe('acme');
  });

  it('connects with the saved headers and remembers the server as last used', async () => {
    const user = userEvent.setup();
    const local = new MemoryStorage();
    const { created, store } = renderSidebar(local, new MemoryStorage());
    let id = '';
    act(() => {
      id = store.addServer('https://api.example/mcp');
      store.updateServer(id, { name: 'Prod', token: 'abc' });
    });
    await user.click(screen.getByRole('button', { name: /^Use Prod / }));
    expect(valueOf(screen.getByRole('textbox', { name: 'Server URL' }))).toBe('https://api.example/mcp');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    await vi.waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]?.headers).toEqual({ authorization: 'Bearer abc' });
    expect(created[0]?.secretHeaders).toEqual(['authorization']);
    expect(store.getSnapshot().lastUsedUrl).toBe('https://api.example/mcp');
    // The connection stands for Prod (its Watch toggle) until the next connect.
    expect(store.connectedIdFor('https://api.example/mcp')).toBe(id);
  });

  it('labels the embedded demo server and removes saved servers', async () => {
    const user = userEvent.setup();
    const { store } = renderSidebar(new MemoryStorage(), new MemoryStorage());
    act(() => {
      store.addServer('https://gone.example/mcp');
    });
    await user.click(screen.getByRole('button', { name: /Embedded demo server/ }));
    expect(valueOf(screen.getByRole('textbox', { name: 'Server URL' }))).toBe(DEMO);
    expect(screen.getByText(/an MCP server running inside this page/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove gone.example' }));
    expect(screen.queryByRole('button', { name: /^Use gone\.example / })).toBeNull();
    expect(store.getSnapshot().servers).toEqual([]);
  });
});
