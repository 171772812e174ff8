import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createDemoFetch, DEMO_SERVER_URL } from '../../../demo-server/browser';
import { CacheStats, InvalidationLog } from '../../cache';
import { InputRequiredHost } from '../../components/input-required';
import { NavigationStore } from '../../hooks/navigation/navigation-store';
import { SessionManager } from '../../hooks/session/session-manager';
import { CacheServicesProvider } from '../../hooks/use-cache';
import { NavigationProvider } from '../../hooks/navigation/use-navigation';
import { SessionProvider, type AppSession } from '../../hooks/session/use-session';
import { parseDeepLink } from '../../lib/urls/deep-link';
import { McpSession, TrafficLog } from '../../protocol';
import { SAMPLING_PROMPT, SAMPLING_QUESTION, startDeprecatedInputServer } from '../../../e2e/fixtures/deprecated-input-server';
import { PromptsPanel } from './prompts-panel';

async function renderPrompts(search: string, server: { url: string; fetch?: typeof fetch } = { url: DEMO_SERVER_URL, fetch: createDemoFetch() }) {
  const traffic = new TrafficLog();
  const manager = new SessionManager<AppSession>({
    createSession: (input) => new McpSession({ url: input.url, ...(server.fetch === undefined ? {} : { fetch: server.fetch }), traffic }),
  });
  await manager.connect({ url: server.url, headers: {}, secretHeaders: [] });
  const queryClient = new QueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <CacheServicesProvider services={{ stats: new CacheStats(queryClient), invalidations: new InvalidationLog() }}>
        <SessionProvider services={{ manager, traffic }}>
          <NavigationProvider store={new NavigationStore({ panel: 'prompts', exchangeId: undefined })}>
            <PromptsPanel deepLink={parseDeepLink(search)} />
            <InputRequiredHost />
          </NavigationProvider>
        </SessionProvider>
      </CacheServicesProvider>
    </QueryClientProvider>,
  );
  const gets = () => traffic.getSnapshot().exchanges.filter((e) => e.rpcMethod === 'prompts/get').length;
  return { manager, gets };
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('PromptsPanel', () => {
  it('lists the prompts and checks required arguments before sending', async () => {
    const { manager, gets } = await renderPrompts('?panel=prompts&prompt=code-review');
    const list = await screen.findByRole('list', { name: 'Prompts' });
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(4));
    expect(within(list).getByRole('button', { name: /Review code/ }).getAttribute('aria-current')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Get prompt' }));
    expect(screen.getByRole('alert').textContent).toBe('Required: language, code.');
    expect(gets()).toBe(0);
    await manager.disconnect();
  });

  it('drives an input_required round through the dialog and shows the rounds with the messages', async () => {
    const { manager, gets } = await renderPrompts('?panel=prompts&prompt=release-notes');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('combobox', { name: 'version' }), '1.0.0');
    await user.click(screen.getByRole('button', { name: 'Get prompt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Input required' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'audience' }), 'users');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'tone' }), 'friendly');
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    const article = await screen.findByRole('article', { name: 'user' });
    expect(article.textContent).toContain('Draft friendly release notes for version 1.0.0, written for users.');
    expect(screen.queryByRole('dialog', { name: 'Input required' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Input rounds' }).textContent).toContain('Round 1: the server asked 1 input');
    expect(gets()).toBe(2);
    await manager.disconnect();
  });

  it('without sampling offered, shows a sampling input request, declines it with the reason, and fails the call with it', async () => {
    const server = await startDeprecatedInputServer(0);
    try {
      const { manager } = await renderPrompts(`?panel=prompts&prompt=${SAMPLING_PROMPT}`, { url: server.url });
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Get prompt' }));
      const dialog = await screen.findByRole('dialog', { name: 'Input required' });
      expect(within(dialog).getByText('sampling/createMessage')).toBeTruthy();
      expect(within(dialog).getByRole('note').textContent).toContain('this client did not offer sampling (it declared no sampling capability)');
      expect(within(dialog).getByLabelText('Requested parameters').textContent).toContain(SAMPLING_QUESTION);
      await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Input required' })).toBeNull());
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain('this client did not offer sampling (it declared no sampling capability)');
      expect(screen.getByRole('region', { name: 'Input rounds' }).textContent).toContain('the sampling request was declined');
      await manager.disconnect();
    } finally {
      await server.close();
    }
  });
});
