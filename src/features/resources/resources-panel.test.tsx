import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderResourcesPanel, setUpPanelTests } from './resources-panel.test-util';

const panelTests = setUpPanelTests();

async function renderPanel(search = '') {
  const rendered = await renderResourcesPanel(search);
  panelTests.track(rendered.manager);
  return rendered;
}

const tree = () => screen.getByRole('tree', { name: 'Resources' });
const item = (name: string) => within(tree()).findByRole('treeitem', { name });

describe('ResourcesPanel against the demo server', () => {
  it('builds the tree from URIs and reads the selected resource', async () => {
    const { navigation } = await renderPanel();
    const docs = await item('docs');
    expect(docs.getAttribute('aria-level')).toBe('2');
    // Twenty resources: the listing opens fully expanded, no folder needs a click.
    expect((await item('guide')).getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(await item('Getting started'));
    expect(navigation.getSnapshot().resourceUri).toBe('demo://docs/guide/getting-started.md');
    const contents = await screen.findByRole('region', { name: 'Resource contents' });
    expect(await within(contents).findByRole('heading', { name: 'Getting started' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Resource details' }).textContent).toContain('text/markdown');
  });

  it('moves through the tree with the keyboard', async () => {
    await renderPanel();
    await item('docs');
    tree().focus();
    await userEvent.keyboard('{Home}');
    expect(tree().getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('treeitem')[0]?.id);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const active = () => document.getElementById(tree().getAttribute('aria-activedescendant') ?? '');
    expect(active()?.getAttribute('aria-level')).toBe('3');
    // Left closes an open folder first, then moves to the parent (WAI-ARIA tree pattern).
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(active()?.getAttribute('aria-level')).toBe('2');
  });

  it('loads every page and filters the whole listing', async () => {
    await renderPanel();
    await screen.findByText(/^1 page · 20 resources loaded/);
    await userEvent.click(screen.getByRole('button', { name: 'Load all' }));
    await screen.findByText(/pages · \d+ resources loaded · complete/);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Filter resources' }), 'logo');
    expect(await item('Demo logo')).toBeTruthy();
    await waitFor(() => expect(within(tree()).queryByRole('treeitem', { name: 'Getting started' })).toBeNull());
  });

  it('reads a deep-linked resource that is on no loaded page', async () => {
    const { navigation } = await renderPanel('?panel=resources&uri=demo%3A%2F%2Fmedia%2Flogo.png');
    const contents = await screen.findByRole('region', { name: 'Resource contents' });
    expect(await within(contents).findByRole('img', { name: 'Image demo://media/logo.png' })).toBeTruthy();
    expect(navigation.getSnapshot().resourceUri).toBe('demo://media/logo.png');
  });

  it('reports an unknown URI as "resource not found" with the URI', async () => {
    await renderPanel('?panel=resources&uri=demo%3A%2F%2Fno%2Fsuch.md');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Resource not found: demo://no/such.md');
    expect(alert.textContent).toContain('-32602');
  });

  it('asks the Subscriptions panel to subscribe to the selected resource', async () => {
    const { navigation } = await renderPanel('?panel=resources&uri=demo%3A%2F%2Fdocs%2Fchangelog.md');
    await userEvent.click(await screen.findByRole('button', { name: 'Subscribe' }));
    expect(navigation.getSnapshot().subscribeUris).toEqual(['demo://docs/changelog.md']);
    expect(navigation.getSnapshot().panel).toBe('subscriptions');
  });
});
