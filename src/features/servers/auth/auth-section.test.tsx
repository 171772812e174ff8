import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionManager } from '../../../hooks/session/session-manager';
import { SessionProvider, type AppSession } from '../../../hooks/session/use-session';
import { TrafficLog } from '../../../protocol';
import { ConsoleOAuthProvider } from '../../../protocol/auth/provider';
import { onDemand } from '../../../hooks/use-on-demand';
import { AuthSection } from './auth-section';

afterEach(cleanup);

function provider(): ConsoleOAuthProvider {
  const map = new Map<string, string>();
  return new ConsoleOAuthProvider({
    serverUrl: 'https://mcp.example/mcp',
    redirectUrl: 'https://console.example/',
    storage: { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) },
  });
}

function renderSection(auth: ConsoleOAuthProvider, load: () => Promise<typeof import('./auth-view')>) {
  const manager = new SessionManager<AppSession>({ createSession: () => Promise.reject(new Error('not used')) });
  const view = onDemand(load);
  render(
    <SessionProvider services={{ manager, traffic: new TrafficLog() }}>
      <AuthSection provider={auth} view={view} />
    </SessionProvider>,
  );
}

describe('AuthSection (the Auth view, loaded on the first 401)', () => {
  it('loads nothing while the server has not asked for authorization', () => {
    const load = vi.fn(() => import('./auth-view'));
    renderSection(provider(), load);
    expect(screen.queryByRole('region', { name: 'Authorization' })).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('says when the view did not load, and Retry loads it', async () => {
    const auth = provider();
    auth.redirectToAuthorization(new URL('https://as.example/authorize'));
    let attempts = 0;
    renderSection(auth, () => (++attempts === 1 ? Promise.reject(new Error('Failed to fetch dynamically imported module')) : import('./auth-view')));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The sign-in view did not load (Failed to fetch dynamically imported module)');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(attempts).toBe(2);
  });
});
