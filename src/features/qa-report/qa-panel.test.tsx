import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createDemoFetch, DEMO_SERVER_URL } from '../../../demo-server/browser';
import { NavigationStore } from '../../hooks/navigation/navigation-store';
import { SessionManager } from '../../hooks/session/session-manager';
import { NavigationProvider } from '../../hooks/navigation/use-navigation';
import { SessionProvider, type AppSession } from '../../hooks/session/use-session';
import { McpSession, TrafficLog } from '../../protocol';
import { QaPanel } from './qa-panel';

const DEMO = { url: DEMO_SERVER_URL, headers: {}, secretHeaders: [] };

/** `requested`: the command palette asked for a run before the panel rendered. */
async function renderQa(connect: boolean, { requested = false } = {}) {
  const traffic = new TrafficLog();
  const manager = new SessionManager<AppSession>({ createSession: (input) => new McpSession({ url: input.url, fetch: createDemoFetch(), traffic }) });
  if (connect) await manager.connect(DEMO);
  const navigation = new NavigationStore({ panel: 'qa', exchangeId: undefined });
  if (requested) navigation.requestAction('qa', 'run-checks');
  // StrictMode runs the panel's effects twice on mount, as the app does in development.
  const mount = () =>
    render(
      <StrictMode>
        <SessionProvider services={{ manager, traffic }}>
          <NavigationProvider store={navigation}>
            <QaPanel />
          </NavigationProvider>
        </SessionProvider>
      </StrictMode>,
    );
  const view = mount();
  return { manager, navigation, traffic, view, mount };
}

const runFinished = async () => {
  await waitFor(() => expect(screen.getByRole('button', { name: 'Export Markdown' })).toHaveProperty('disabled', false), { timeout: 20_000 });
  // Passed groups start collapsed; these tests look at passed rows.
  await userEvent.setup().click(screen.getByRole('button', { name: 'Expand all' }));
};

/** Requests for `method` so far. The last check sends one unknown method, so that count is the number of complete runs. */
const sent = (traffic: TrafficLog, method = 'mcp-console/qa-unknown-method') => traffic.getSnapshot().exchanges.filter((e) => e.rpcMethod === method).length;

afterEach(() => {
  cleanup();
});

describe('QaPanel', () => {
  it('cannot run before a server is connected', async () => {
    await renderQa(false);
    expect(screen.getByRole('button', { name: 'Run checks' })).toHaveProperty('disabled', true);
  });

  // One run carries what a run shows, one check re-run and the comparison with the next run: each
  // run of every check against the demo server is most of this file's time (decision 0020). The
  // budget is the three tests' it replaces, less one run.
  it('runs every check against the demo server: the summary first, no failure, evidence linked to the traffic log, one check re-run with fresh evidence, and the next run compared with it', async () => {
    localStorage.clear();
    const { manager, navigation, traffic } = await renderQa(true);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Run checks' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export Markdown' })).toHaveProperty('disabled', false), { timeout: 20_000 });

    // The report opens on the summary and collapses passed groups.
    expect(within(screen.getByRole('list', { name: 'Checks by area' })).getByText('discovery')).toBeTruthy();
    expect(screen.getByText(/First run against this server/)).toBeTruthy();
    const report = screen.getByRole('table', { name: 'Checks' });
    // Only fail and warn groups start open: every check row shown is a fail or a warn.
    const shown = within(report).queryAllByRole('rowheader').map((header) => header.closest('tr')?.querySelector('td')?.textContent);
    expect(shown.filter((status) => status !== 'fail' && status !== 'warn')).toEqual([]);
    await user.click(within(report).getByRole('button', { name: /^discovery: \d+ pass$/ }));
    const toggle = within(report).getByRole('button', { name: /^discover\.shape / });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(report).getByRole('link', { name: /^§8/ }).getAttribute('href')).toMatch(/^https:\/\/modelcontextprotocol\.io\/specification\/2026-07-28\//);
    expect(within(report).getByRole('button', { name: /^Open exchange \d+ in Traffic$/ })).toBeTruthy();

    // Every group open: no failure, and a check's evidence leads to its exchange in Traffic.
    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    const table = screen.getByRole('table', { name: 'Checks' });
    expect(within(table).queryAllByRole('cell', { name: 'fail' })).toHaveLength(0);
    const row = within(table).getByRole('row', { name: /^resources\.missing / });
    expect(within(row).getByRole('cell', { name: 'pass' })).toBeTruthy();
    const link = within(row).getByRole('button', { name: /^Show exchange \d+$/ });
    const exchangeId = Number(/\d+/.exec(link.getAttribute('aria-label') ?? '')?.[0]);
    expect(traffic.getExchange(exchangeId)?.rpcMethod).toBe('resources/read');
    await user.click(link);
    expect(navigation.getSnapshot()).toMatchObject({ panel: 'traffic', exchangeId });

    // One check re-run records fresh evidence for it.
    const prompts = () => within(screen.getByRole('table', { name: 'Checks' })).getByRole('row', { name: /^prompts\.unknown / });
    const before = within(prompts()).getByRole('button', { name: /^Show exchange/ }).getAttribute('aria-label');
    await user.click(within(prompts()).getByRole('button', { name: 'Re-run prompts.unknown' }));
    await waitFor(() => expect(within(prompts()).getByRole('button', { name: /^Show exchange/ }).getAttribute('aria-label')).not.toBe(before));
    expect(within(prompts()).getByRole('cell', { name: 'pass' })).toBeTruthy();

    // The next run is compared with the last one.
    await user.click(screen.getByRole('button', { name: 'Run checks' }));
    await waitFor(() => expect(screen.getByLabelText('Compared with the previous run').textContent).toContain('no new failures'), { timeout: 20_000 });
    await manager.disconnect();
  }, 90_000);

  it('runs the checks the command palette asked for once, and not again when the panel mounts again', async () => {
    const { manager, navigation, traffic, view, mount } = await renderQa(true, { requested: true });
    await runFinished();
    expect(within(screen.getByRole('table', { name: 'Checks' })).getAllByRole('row').length).toBeGreaterThan(10);
    expect(sent(traffic)).toBe(1);
    expect(navigation.getSnapshot().pendingActions).toEqual([]);
    const requests = traffic.getSnapshot().exchanges.length;

    // Leaving the panel and coming back starts fresh, without running the spent request again.
    view.unmount();
    mount();
    expect(screen.getByRole('button', { name: 'Run checks' })).toHaveProperty('disabled', false);
    expect(screen.queryByRole('table', { name: 'Checks' })).toBeNull();
    expect(screen.queryByRole('progressbar', { name: 'Checks progress' })).toBeNull();
    expect(traffic.getSnapshot().exchanges.length).toBe(requests);
    await manager.disconnect();
  }, 30_000);

  it('keeps a run requested before connecting until the server is connected', async () => {
    const { manager, navigation, traffic } = await renderQa(false, { requested: true });
    expect(screen.getByRole('button', { name: 'Run checks' })).toHaveProperty('disabled', true);
    expect(navigation.getSnapshot().pendingActions).toEqual(['run-checks']);
    await manager.connect(DEMO);
    await runFinished();
    expect(within(screen.getByRole('table', { name: 'Checks' })).queryAllByRole('cell', { name: 'fail' })).toHaveLength(0);
    expect(sent(traffic)).toBe(1);
    expect(navigation.getSnapshot().pendingActions).toEqual([]);
    await manager.disconnect();
  }, 30_000);
});
