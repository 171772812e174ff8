import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createDemoFetch, DEMO_SERVER_URL } from '../../../demo-server/browser';
import { playgroundStore } from '../../hooks/playground';
import { ServerNamesProvider } from '../../hooks/session/server-scope';
import { renderOverSession } from '../../hooks/session/session-harness.test-util';
import { modelSettingsStore } from '../../models';
import { PlaygroundPanel } from './playground-panel';

const renderPlayground = () => renderOverSession(<PlaygroundPanel />, { url: DEMO_SERVER_URL, fetch: createDemoFetch() });
/** The sidebar's names with the demo server saved as "staging". */
const stagingNamer = (url: string) => (url === DEMO_SERVER_URL ? 'staging' : url);
const SAVED_AS_STAGING = { subscribe: () => () => undefined, getSnapshot: () => stagingNamer };

afterEach(() => {
  cleanup();
  for (const uri of playgroundStore.getSnapshot().attachments) playgroundStore.detach(uri);
  playgroundStore.setDraft('');
  for (const name of Object.keys(playgroundStore.getSnapshot().enabledTools)) playgroundStore.setToolEnabled(name, true);
  modelSettingsStore.forgetKey();
  localStorage.clear();
});


describe('the Playground panel', () => {
  it('offers each of the server’s tools with a checkbox under the name the server is saved as, and the token estimate follows what is offered', async () => {
    const { manager } = await renderOverSession(
      <ServerNamesProvider names={SAVED_AS_STAGING}>
        <PlaygroundPanel />
      </ServerNamesProvider>,
      { url: DEMO_SERVER_URL, fetch: createDemoFetch() },
    );
    const offer = screen.getByRole('group', { name: 'Tools offered to the model' });
    // The saved name first, what the server calls itself (serverInfo.name) beside it.
    expect(within(offer).getByRole('group', { name: `staging (mcp-console-demo) ${DEMO_SERVER_URL}` })).toBeTruthy();
    await waitFor(() => expect(within(offer).getAllByRole('checkbox', { checked: true })).toHaveLength(3));
    const status = within(offer).getByText(/offered, ≈/);
    const tokens = () => Number(/≈ (\d+) tokens/.exec(status.textContent)?.[1]);
    expect(status.textContent).toMatch(/^3 of 3 offered, ≈ \d+ tokens \(approximate\)$/);
    const allThree = tokens();
    expect(allThree).toBeGreaterThan(0);

    await userEvent.click(within(offer).getByRole('checkbox', { name: 'find-resources' }));
    expect(status.textContent).toMatch(/^2 of 3 offered/);
    expect(tokens()).toBeLessThan(allThree);
    expect(playgroundStore.getSnapshot().enabledTools).toEqual({ [`${DEMO_SERVER_URL} find-resources`]: false });
    // The read-only switch is off until the user turns it on, and the rule that stays is said.
    expect(within(offer).getByRole('checkbox', { name: 'Run read-only tools without asking' })).toHaveProperty('checked', false);
    expect(offer.textContent).toContain('Destructive and open-world tools always ask.');
    await manager.disconnect();
  });

  it('attaches resources from the server’s listing or by URI as removable chips, and an attachment alone may be sent once a model is set', async () => {
    modelSettingsStore.save({ provider: 'openai', baseUrl: 'http://127.0.0.1:9/v1', model: 'fixture-model', viaProxy: false }, 'sk-test', false);
    const { manager } = await renderPlayground();
    const user = userEvent.setup();
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toHaveProperty('disabled', true);

    const field = screen.getByRole('combobox', { name: 'Resource to attach' });
    await user.type(field, 'changelog');
    await user.click(await screen.findByRole('option', { name: 'demo://docs/changelog.md' }));
    await user.click(screen.getByRole('button', { name: 'Attach' }));
    await user.type(field, 'urn:demo:glossary{Enter}');
    const chips = screen.getByRole('list', { name: 'Attached resources' });
    expect(within(chips).getAllByRole('listitem').map((chip) => chip.textContent)).toEqual(['demo://docs/changelog.md×', 'urn:demo:glossary×']);
    expect(playgroundStore.getSnapshot().attachments).toEqual(['demo://docs/changelog.md', 'urn:demo:glossary']);
    expect(send).toHaveProperty('disabled', false);

    await user.click(within(chips).getByRole('button', { name: 'Remove demo://docs/changelog.md' }));
    expect(within(chips).getAllByRole('listitem').map((chip) => chip.textContent)).toEqual(['urn:demo:glossary×']);
    await manager.disconnect();
  });
});
