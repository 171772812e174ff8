import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SessionManager } from '../../../hooks/session/session-manager';
import { SessionProvider, type AppSession } from '../../../hooks/session/use-session';
import { TrafficLog } from '../../../protocol';
import { ConsoleOAuthProvider } from '../../../protocol/auth/provider';
import type { ConnectionStatus } from '../../../protocol/model/types';
import { ConnectionCard } from '../connection/connection-card';

afterEach(cleanup);

const URL_ = 'https://mcp.example/mcp';
const failed: ConnectionStatus = { state: 'error', url: URL_, error: { kind: 'http', message: 'Unauthorized', httpStatus: 401 } };

function provider(): ConsoleOAuthProvider {
  const map = new Map<string, string>();
  return new ConsoleOAuthProvider({
    serverUrl: URL_,
    redirectUrl: 'https://console.example/',
    storage: { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) },
  });
}

/** Renders the card and waits for its Auth view, which loads when the server asks for authorization. */
async function renderCard(auth: ConsoleOAuthProvider, status: ConnectionStatus = failed): Promise<void> {
  const manager = new SessionManager<AppSession>({ createSession: () => Promise.reject(new Error('not used')) });
  render(
    <SessionProvider services={{ manager, traffic: new TrafficLog() }}>
      <ConnectionCard status={status} onShowExchange={() => undefined} authProvider={auth} />
    </SessionProvider>,
  );
  await screen.findByRole('region', { name: 'Authorization' });
}

describe('Auth view of the connection card (spec §22)', () => {
  it('says "Sign in required" instead of a failure on 401, with a Sign in button and the steps so far', async () => {
    const auth = provider();
    auth.steps.add({ kind: 'challenge', title: 'Server asks for authorization (401)', status: 'ok' });
    auth.redirectToAuthorization(new URL('https://as.example/authorize?scope=mcp%3Aread'));
    await renderCard(auth);
    expect(screen.getByRole('status').textContent).toContain('Sign in required');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Client ID' })).toBeNull();
    const steps = within(screen.getByRole('region', { name: 'Auth' })).getAllByRole('listitem');
    expect(steps.map((li) => li.getAttribute('aria-label'))).toEqual(['Server asks for authorization (401): ok', 'Authorization: waiting']);
  });

  it('explains the root failure in an alert and shows its fix; a step expands to its redacted request', async () => {
    const auth = provider();
    auth.steps.add({
      kind: 'resource-metadata',
      status: 'failed',
      request: { method: 'GET', url: 'https://mcp.example/.well-known/oauth-protected-resource/mcp', headers: [['authorization', '[redacted]']] },
      explanation: 'The browser blocked the protected resource metadata (CORS).',
      fix: 'Access-Control-Allow-Origin: *',
    });
    await renderCard(auth);
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts.some((text) => text.includes('The browser blocked the protected resource metadata'))).toBe(true);
    expect(screen.getAllByText('Access-Control-Allow-Origin: *', { selector: 'code' }).length).toBeGreaterThan(0);
    const step = screen.getByRole('listitem', { name: 'Protected resource metadata: failed' });
    await userEvent.click(within(step).getByText('Protected resource metadata'));
    expect(step.textContent).toContain('authorization: [redacted]');
  });

  it('shows Client ID and Client secret when the user chooses to enter a pre-registered client', async () => {
    const auth = provider();
    auth.redirectToAuthorization(new URL('https://as.example/authorize'));
    await renderCard(auth);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Use a pre-registered client' }));
    expect(screen.getByRole('textbox', { name: 'Client ID' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Client secret' })).toBeTruthy();
  });

  it('asks for a pre-registered client, with the reason, when the authorization server offers no registration', async () => {
    const auth = provider();
    const metadata = { issuer: 'https://as.example', authorization_endpoint: 'https://as.example/a', token_endpoint: 'https://as.example/t', response_types_supported: ['code'] };
    auth.saveDiscoveryState({ authorizationServerUrl: 'https://as.example', authorizationServerMetadata: metadata });
    await renderCard(auth);
    expect(screen.queryByRole('checkbox', { name: 'Use a pre-registered client' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Client ID' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Client secret' })).toBeTruthy();
    expect(screen.getAllByRole('alert').some((alert) => alert.textContent.includes('no dynamic client registration'))).toBe(true);
  });

  it('offers Sign out once signed in', async () => {
    const auth = provider();
    auth.saveTokens({ access_token: 'a', token_type: 'Bearer' });
    await renderCard(auth, { state: 'closed', url: URL_ });
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
  });
});
