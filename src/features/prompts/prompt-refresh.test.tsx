import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createDemoFetch, DEMO_SERVER_URL } from '../../../demo-server/browser';
import { CacheStats, InvalidationLog } from '../../cache';
import { NavigationStore } from '../../hooks/navigation/navigation-store';
import { SessionManager } from '../../hooks/session/session-manager';
import { CacheServicesProvider } from '../../hooks/use-cache';
import { NavigationProvider } from '../../hooks/navigation/use-navigation';
import { SessionProvider, type AppSession } from '../../hooks/session/use-session';
import { ViewRefreshStore } from '../../hooks/navigation/view-refresh-store';
import { parseDeepLink } from '../../lib/urls/deep-link';
import { McpSession, TrafficLog } from '../../protocol';
import type { RecoveryNotice } from '../../protocol/model/types';
import { PromptsPanel } from './prompts-panel';

const LINK = '?panel=prompts&prompt=code-review&arg.language=go&arg.code=fmt.Println(1)';

async function renderPrompts() {
  const traffic = new TrafficLog();
  const manager = new SessionManager<AppSession>({ createSession: (input) => new McpSession({ url: input.url, fetch: createDemoFetch(), traffic }) });
  await manager.connect({ url: DEMO_SERVER_URL, headers: {}, secretHeaders: [] });
  const queryClient = new QueryClient();
  const refreshes = new ViewRefreshStore();
  render(
    <QueryClientProvider client={queryClient}>
      <CacheServicesProvider services={{ stats: new CacheStats(queryClient), invalidations: new InvalidationLog(), refreshes }}>
        <SessionProvider services={{ manager, traffic }}>
          <NavigationProvider store={new NavigationStore({ panel: 'prompts', exchangeId: undefined })}>
            <PromptsPanel deepLink={parseDeepLink(LINK)} />
          </NavigationProvider>
        </SessionProvider>
      </CacheServicesProvider>
    </QueryClientProvider>,
  );
  /** The arguments of every prompts/get sent, oldest first. */
  const sent = () =>
    traffic
      .getSnapshot()
      .frames.filter((f) => f.direction === 'out' && f.method === 'prompts/get')
      .map((f) => JSON.stringify(typeof f.message === 'object' && f.message !== null && 'params' in f.message ? f.message.params : undefined));
  const recover = (kind: RecoveryNotice['kind'], rerun: boolean, serverId = DEMO_SERVER_URL) =>
    refreshes.announce({ serverId, notice: { kind, at: Date.now() + 1, message: kind, exchangeIds: [] }, rerun });
  return { manager, sent, recover };
}

async function getPreview(sent: () => string[]) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Get prompt' }));
  await screen.findByRole('article', { name: 'user' });
  expect(sent()).toHaveLength(1);
  return user;
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('the prompt preview after the session recovered', () => {
  it('is got again with the same arguments when the view is re-run, and says so', async () => {
    const { manager, sent, recover } = await renderPrompts();
    await getPreview(sent);
    recover('reconnected', true);
    await screen.findByText(/Refreshed after the console reconnected to the server: got again with the arguments this preview was got with/);
    expect(sent()).toHaveLength(2);
    expect(sent()[1]).toBe(sent()[0]);
    expect(sent()[0]).toContain('"language":"go"');
    // What the user typed stays in the form.
    expect(screen.getByRole('combobox', { name: 'language' })).toHaveProperty('value', 'go');
    await manager.disconnect();
  });

  it('is not re-run after a renewal without Watch, but marked as older than it', async () => {
    const { manager, sent, recover } = await renderPrompts();
    const user = await getPreview(sent);
    recover('renewed', false);
    const mark = await screen.findByText(/This preview is from before the session was renewed .* press Get prompt to refresh it/);
    expect(mark.getAttribute('role')).toBe('status');
    expect(sent()).toHaveLength(1);
    // Pressing Get prompt again answers from the new session: the mark goes.
    await user.click(screen.getByRole('button', { name: 'Get prompt' }));
    await waitFor(() => expect(screen.queryByText(/This preview is from before/)).toBeNull());
    expect(sent()).toHaveLength(2);
    await manager.disconnect();
  });

  it('leaves an unrun prompt alone, and ignores a recovery of another server', async () => {
    const { manager, sent, recover } = await renderPrompts();
    await screen.findByRole('button', { name: 'Get prompt' });
    recover('reconnected', true);
    await getPreview(sent);
    recover('reconnected', true, 'http://127.0.0.1:1/other');
    expect(screen.queryByText(/Refreshed after|getting the prompt again/)).toBeNull();
    expect(sent()).toHaveLength(1);
    await manager.disconnect();
  });
});
