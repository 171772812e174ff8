import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionManager } from '../../hooks/session/session-manager';
import type { AppSession } from '../../hooks/session/use-session';
import { createListServer, numberedResources } from './list-server.test-util';
import { renderResourcesPanel } from './resources-panel.test-util';

let manager: SessionManager<AppSession> | undefined;
let release: (() => void) | undefined;

beforeEach(() => {
  // jsdom has no layout; give the virtualised tree a viewport so it renders rows.
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(400);
});

afterEach(async () => {
  release?.();
  cleanup();
  vi.restoreAllMocks();
  await manager?.disconnect();
});

async function renderWith(server: ReturnType<typeof createListServer>, search = '') {
  release = server.release;
  const rendered = await renderResourcesPanel(search, server);
  manager = rendered.manager;
  return rendered;
}

const button = (name: string) => screen.getByRole('button', { name });
const count = () => screen.getByRole('group', { name: 'Pagination' }).querySelector('[role="status"]')?.textContent ?? '';
const itemNames = () => within(screen.getByRole('tree', { name: 'Resources' })).queryAllByRole('treeitem').map((el) => el.getAttribute('aria-label') ?? el.textContent);

describe('Resources paging paths', () => {
  it('restarts from page one when a cached cursor is rejected after Refresh', async () => {
    const server = createListServer({ resources: numberedResources(6), pageSize: 2 });
    await renderWith(server);
    await waitFor(() => expect(count()).toMatch(/^1 page · 2 resources loaded/));
    await userEvent.click(button('Load next page'));
    await waitFor(() => expect(count()).toMatch(/^2 pages · 4 resources loaded/));
    server.rotate();
    await userEvent.click(button('Refresh'));
    expect(await screen.findByText(/listing restarted from the first page/)).toBeTruthy();
    await waitFor(() => expect(count()).toMatch(/^1 page · 2 resources loaded/));
    expect(screen.queryByRole('alert')).toBeNull();
    // The fresh cursor of the new first page works.
    await userEvent.click(button('Load all'));
    await waitFor(() => expect(count()).toMatch(/^3 pages · 6 resources loaded · complete/));
  });

  it('restarts "Load all" from page one when the server forgot its cursors, and completes', async () => {
    const server = createListServer({ resources: numberedResources(7), pageSize: 2 });
    await renderWith(server);
    await waitFor(() => expect(count()).toMatch(/^1 page · 2 resources loaded/));
    await userEvent.click(button('Load next page'));
    await waitFor(() => expect(count()).toMatch(/^2 pages · 4 resources loaded/));
    server.rotate();
    await userEvent.click(button('Load all'));
    expect(await screen.findByText(/rejected a cursor as invalid or expired; the listing restarted from the first page/)).toBeTruthy();
    await waitFor(() => expect(count()).toMatch(/^4 pages · 7 resources loaded · complete/));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('restarts from page one when "Load next page" meets a cursor the server forgot', async () => {
    const server = createListServer({ resources: numberedResources(6), pageSize: 2 });
    await renderWith(server);
    await waitFor(() => expect(count()).toMatch(/^1 page · 2 resources loaded/));
    server.rotate();
    await userEvent.click(button('Load next page'));
    expect(await screen.findByText(/rejected a cursor as invalid or expired; the listing restarted from the first page/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(count()).toMatch(/^1 page · 2 resources loaded · more available/));
    // Page one came again with a cursor the server knows: the next page loads.
    await userEvent.click(button('Load next page'));
    await waitFor(() => expect(count()).toMatch(/^2 pages · 4 resources loaded/));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('stops "Load all" on Cancel, short of the last page', async () => {
    const server = createListServer({ resources: numberedResources(20), pageSize: 2 });
    await renderWith(server);
    await waitFor(() => expect(count()).toMatch(/^1 page/));
    server.holdFromPage(4);
    await userEvent.click(button('Load all'));
    expect(await screen.findByText(/Loading all… 4 pages, 8 resources/)).toBeTruthy();
    await userEvent.click(button('Cancel'));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull());
    server.release();
    expect(count()).toMatch(/^4 pages · 8 resources loaded · more available/);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks before reading a resource listed above the configured size', async () => {
    const resources = numberedResources(2, (i) => ({ size: i === 0 ? 3 * 1024 * 1024 : 10 }));
    const server = createListServer({ resources, pageSize: 10 });
    await renderWith(server);
    await waitFor(() => expect(count()).toMatch(/^1 page · 2 resources loaded/));
    const folder = await within(screen.getByRole('tree', { name: 'Resources' })).findByRole('treeitem', { name: 'items' });
    if (folder.getAttribute('aria-expanded') === 'false') await userEvent.click(folder);
    await userEvent.click(await screen.findByRole('treeitem', { name: 'item-0' }));
    const contents = await screen.findByRole('region', { name: 'Resource contents' });
    expect(await within(contents).findByText(/listed as 3\.0 MiB, above the 1\.0 MiB warning limit/)).toBeTruthy();
    expect(within(contents).queryByText('contents of list://items/0')).toBeNull();
    await userEvent.click(within(contents).getByRole('button', { name: 'Load anyway' }));
    expect(await within(contents).findByText('contents of list://items/0')).toBeTruthy();
  });

  it('applies a lowered size limit to the next resource', async () => {
    const resources = numberedResources(2, (i) => ({ size: i === 0 ? 10 : 200 * 1024 }));
    const server = createListServer({ resources, pageSize: 10 });
    await renderWith(server, `?uri=${encodeURIComponent('list://items/1')}`);
    const contents = await screen.findByRole('region', { name: 'Resource contents' });
    expect(await within(contents).findByText('contents of list://items/1')).toBeTruthy();
    const limit = screen.getByRole('spinbutton', { name: /Ask before reading above/ });
    await userEvent.clear(limit);
    await userEvent.type(limit, '0.1');
    expect(await within(contents).findByRole('button', { name: 'Load anyway' })).toBeTruthy();
  });

  it('sorts by name, priority and last modified', async () => {
    const priorities = [0.2, 0.9, 0.5];
    const modified = ['2026-01-01T00:00:00Z', '2025-01-01T00:00:00Z', '2026-06-01T00:00:00Z'];
    const resources = numberedResources(3, (i) => ({ annotations: { priority: priorities[i], lastModified: modified[i] } }));
    await renderWith(createListServer({ resources, pageSize: 10 }));
    await waitFor(() => expect(count()).toMatch(/^1 page · 3 resources loaded/));
    const folder = await within(screen.getByRole('tree', { name: 'Resources' })).findByRole('treeitem', { name: 'items' });
    if (folder.getAttribute('aria-expanded') === 'false') await userEvent.click(folder);
    const leaves = () => itemNames().filter((name) => name.startsWith('item-'));
    await waitFor(() => expect(leaves().map((n) => n.slice(0, 6))).toEqual(['item-0', 'item-1', 'item-2']));
    const sortBy = screen.getByRole('combobox', { name: /Sort by/ });
    await userEvent.selectOptions(sortBy, 'priority');
    await waitFor(() => expect(leaves().map((n) => n.slice(0, 6))).toEqual(['item-1', 'item-2', 'item-0']));
    await userEvent.selectOptions(sortBy, 'lastModified');
    await waitFor(() => expect(leaves().map((n) => n.slice(0, 6))).toEqual(['item-2', 'item-0', 'item-1']));
  });
});
