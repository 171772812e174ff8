import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createDemoFetch, DEMO_SERVER_URL } from '../../../demo-server/browser';
import { NavigationStore } from '../../hooks/navigation-store';
import { SessionManager } from '../../hooks/session-manager';
import { NavigationProvider } from '../../hooks/use-navigation';
import { SessionProvider, type AppSession } from '../../hooks/use-session';
import { McpSession, TrafficLog } from '../../protocol';
import { QaPanel } from './qa-panel';

async function renderQa(connect: boolean) {
  const traffic = new TrafficLog();
  const manager = new SessionManager<AppSession>({ createSession: (input) => new McpSession({ url: input.url, fetch: createDemoFetch(), traffic }) });
  if (connect) await manager.connect({ url: DEMO_SERVER_URL, headers: {}, secretHeaders: [] });
  const navigation = new NavigationStore({ panel: 'qa', exchangeId: undefined });
  render(
    <SessionProvider services={{ manager, traffic }}>
      <NavigationProvider store={navigation}>
        <QaPanel />
      </NavigationProvider>
    </SessionProvider>,
  );
  return { manager, navigation, traffic };
}

afterEach(() => {
  cleanup();
});

describe('QaPanel', () => {
  it('cannot run before a server is connected', async () => {
    await renderQa(false);
    expect(screen.getByRole('button', { name: 'Run checks' })).toHaveProperty('disabled', true);
  });

  it('runs every check against the demo server with no failure and links evidence to the traffic log', async () => {
    const { manager, navigation, traffic } = await renderQa(true);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Run checks' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export Markdown' })).toHaveProperty('disabled', false), { timeout: 20_000 });
    const table = screen.getByRole('table', { name: 'Checks' });
    expect(within(table).queryAllByRole('cell', { name: 'fail' })).toHaveLength(0);
    const row = within(table).getByRole('row', { name: /^resources\.missing / });
    expect(within(row).getByRole('cell', { name: 'pass' })).toBeTruthy();

    const link = within(row).getByRole('button', { name: /^Show exchange \d+$/ });
    const exchangeId = Number(/\d+/.exec(link.getAttribute('aria-label') ?? '')?.[0]);
    expect(traffic.getExchange(exchangeId)?.rpcMethod).toBe('resources/read');
    await user.click(link);
    expect(navigation.getSnapshot()).toMatchObject({ panel: 'traffic', exchangeId });
    await manager.disconnect();
  }, 30_000);

  it('re-runs one check and records fresh evidence for it', async () => {
    const { manager } = await renderQa(true);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Run checks' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export Markdown' })).toHaveProperty('disabled', false), { timeout: 20_000 });
    const row = () => within(screen.getByRole('table', { name: 'Checks' })).getByRole('row', { name: /^prompts\.unknown / });
    const before = within(row()).getByRole('button', { name: /^Show exchange/ }).getAttribute('aria-label');
    await user.click(within(row()).getByRole('button', { name: 'Re-run prompts.unknown' }));
    await waitFor(() => expect(within(row()).getByRole('button', { name: /^Show exchange/ }).getAttribute('aria-label')).not.toBe(before));
    expect(within(row()).getByRole('cell', { name: 'pass' })).toBeTruthy();
    await manager.disconnect();
  }, 30_000);
});
