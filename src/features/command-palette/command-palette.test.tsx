import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createDemoFetch, DEMO_SERVER_URL } from '../../../demo-server/browser';
import { renderOverSession } from '../../hooks/session/session-harness.test-util';
import { CommandPalette } from './command-palette';

/** The palette over a real session to the in-page demo server; returns the navigation store and the list requests sent. */
async function renderPalette() {
  const { navigation, traffic } = await renderOverSession(<CommandPalette actions={[]} />, { url: DEMO_SERVER_URL, fetch: createDemoFetch() });
  const listRequests = () => traffic.getSnapshot().exchanges.filter((e) => e.rpcMethod === 'resources/list').length;
  return { navigation, listRequests };
}

afterEach(cleanup);

describe('command palette', () => {
  it('offers the loaded page of a long list and loads one more page per "Load more…", not the whole list', async () => {
    const { listRequests } = await renderPalette();
    const user = userEvent.setup();
    await user.keyboard('{Control>}k{/Control}');
    const search = await screen.findByRole('combobox', { name: 'Search commands' });
    await user.type(search, 'load more res');
    const more = await screen.findByRole('option', { name: 'Load more resources… (20 loaded)' });
    expect(listRequests()).toBe(1);
    await user.click(more);
    expect(await screen.findByRole('option', { name: 'Load more resources… (40 loaded)' })).toBeDefined();
    expect(listRequests()).toBe(2);
    // "Load more" keeps the palette open, with what was typed.
    expect(search).toHaveProperty('value', 'load more res');
  });

  it('Enter on a prompt asks its panel to open it, and closes the palette', async () => {
    const { navigation } = await renderPalette();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Commands' }));
    await user.type(await screen.findByRole('combobox', { name: 'Search commands' }), 'code-review');
    await screen.findByRole('option', { name: 'Review code' });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Command palette' })).toBeNull());
    expect(navigation.getSnapshot()).toMatchObject({ panel: 'prompts', opened: { panel: 'prompts', name: 'code-review' } });
    expect(new URL(window.location.href).searchParams.get('prompt')).toBe('code-review');
  });
});
