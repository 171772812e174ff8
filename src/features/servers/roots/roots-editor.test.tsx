import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SessionManager } from '../../../hooks/session/session-manager';
import { SessionProvider, type AppSession } from '../../../hooks/session/use-session';
import { RootsStore } from '../../../protocol/client-features/roots';
import { MemoryStorage } from '../saved/memory-storage.test-util';
import { RootsEditor } from './roots-editor';

afterEach(cleanup);

const SERVER = 'http://127.0.0.1:4318/mcp';

function show(roots: RootsStore, serverUrl = SERVER) {
  const manager = new SessionManager<AppSession>({
    createSession: () => ({ url: serverUrl, status: { subscribe: () => () => undefined, getSnapshot: () => ({ state: 'idle' }) }, connect: () => Promise.reject(new Error('offline')), close: () => Promise.resolve() }),
  });
  const traffic = { subscribe: () => () => undefined, getSnapshot: () => ({ exchanges: [], frames: [], droppedExchanges: 0 }), clear: () => undefined };
  return render(
    <SessionProvider services={{ manager, traffic, roots }}>
      <RootsEditor serverUrl={serverUrl} />
    </SessionProvider>,
  );
}

const group = () => screen.getByRole('group', { name: 'Roots' });
const toggle = () => within(group()).getByRole('button', { name: /^Roots\b/ });

describe('RootsEditor disclosure (issue 43)', () => {
  it('is one closed line for a server that never asked, with how many roots it has', () => {
    const roots = new RootsStore(new MemoryStorage());
    show(roots);
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(within(group()).getByRole('button', { name: 'Roots none' })).toBe(toggle());
    expect(within(group()).queryByRole('textbox', { name: 'Root URI' })).toBeNull();
    cleanup();
    roots.set(SERVER, [{ uri: 'file:///work/a' }, { uri: 'file:///work/b' }]);
    show(roots);
    expect(within(group()).getByRole('button', { name: 'Roots 2 folders' })).toBe(toggle());
    expect(within(group()).queryByRole('listitem')).toBeNull();
  });

  it('opens and closes when the user asks', async () => {
    show(new RootsStore(new MemoryStorage()));
    await userEvent.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    // The list and its form load when the editor first opens.
    await userEvent.type(await within(group()).findByRole('textbox', { name: 'Root URI' }), 'file:///work/project');
    await userEvent.click(within(group()).getByRole('button', { name: 'Add root' }));
    expect(within(group()).getByRole('listitem').textContent).toContain('file:///work/project');
    expect(within(group()).getByRole('button', { name: 'Roots 1 folder' })).toBe(toggle());
    await userEvent.click(toggle());
    expect(within(group()).queryByRole('textbox', { name: 'Root URI' })).toBeNull();
  });

  it('opens when the server asks for roots, and stays as the user leaves it after that', async () => {
    const roots = new RootsStore(new MemoryStorage());
    show(roots);
    act(() => void roots.answer('http://other.example/mcp'));
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    act(() => void roots.answer(SERVER));
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(await within(group()).findByRole('textbox', { name: 'Root URI' })).toBeTruthy();
    await userEvent.click(toggle());
    act(() => void roots.answer(SERVER));
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
  });

  it('opens at once for a server that asked earlier in this page', () => {
    const roots = new RootsStore(new MemoryStorage());
    roots.answer(SERVER);
    show(roots);
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
  });
});
