import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PromptsPanel } from '../features/prompts/prompts-panel';
import { TemplatesPanel } from '../features/resource-templates/templates-panel';
import { createListServer, numberedResources } from '../features/resources/list-server.test-util';
import { ToolsPanel } from '../features/tools/tools-panel';
import { parseDeepLink } from '../lib/urls/deep-link';
import { renderOverSession } from '../hooks/session/session-harness.test-util';
import type { SessionManager } from '../hooks/session/session-manager';
import type { AppSession } from '../hooks/session/use-session';

const RESTARTED = /rejected a cursor as invalid or expired; the listing restarted from the first page/;
const prompts = Array.from({ length: 5 }, (_, i) => ({ name: `prompt-${i}` }));
const tools = Array.from({ length: 5 }, (_, i) => ({ name: `tool-${i}`, inputSchema: { type: 'object' as const } }));
const templates = Array.from({ length: 3 }, (_, i) => ({ name: `template-${i}`, uriTemplate: `list://items/{id}/v${i}` }));

let manager: SessionManager<AppSession> | undefined;
let server: ReturnType<typeof createListServer>;

beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
  server = createListServer({ resources: numberedResources(5), pageSize: 2, prompts, tools, resourceTemplates: templates });
});
afterEach(async () => {
  server.release();
  cleanup();
  vi.restoreAllMocks();
  await manager?.disconnect();
  manager = undefined;
});

/** Page one answered, page two held; the server then "restarts" (its cursors rotate) before answering it. */
async function restartBetweenPages(ui: Parameters<typeof renderOverSession>[0]): Promise<void> {
  server.holdFromPage(1);
  manager = (await renderOverSession(ui, server)).manager;
}

describe('listings that walk their pages restart from page one on a forgotten cursor', () => {
  it('prompts/list: the walk restarts, completes, and says why', async () => {
    await restartBetweenPages(<PromptsPanel deepLink={parseDeepLink('?prompt=prompt-4')} />);
    const list = await screen.findByRole('list', { name: 'Prompts' });
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(2));
    server.rotate();
    server.release();
    expect(await screen.findByText(RESTARTED)).toBeTruthy();
    await waitFor(() => expect(within(list).getAllByRole('button').map((b) => b.textContent)).toEqual(prompts.map((p) => p.name)));
    expect(screen.queryByRole('alert')).toBeNull();
    // The selection from the link holds: the prompt on the last page is open.
    expect(await screen.findByRole('heading', { name: 'prompt-4' })).toBeTruthy();
  });

  it('tools/list: the walk restarts and completes', async () => {
    await restartBetweenPages(<ToolsPanel deepLink={parseDeepLink('')} />);
    const nav = await screen.findByRole('navigation', { name: 'Tool list' });
    await waitFor(() => expect(within(nav).getAllByRole('button').length).toBeGreaterThanOrEqual(2));
    server.rotate();
    server.release();
    expect(await screen.findByText(RESTARTED)).toBeTruthy();
    await waitFor(() => expect(tools.every((t) => within(nav).queryByText(t.name) !== null)).toBe(true));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('resources/templates/list: "Load more templates" restarts from page one and then loads on', async () => {
    manager = (await renderOverSession(<TemplatesPanel deepLink={parseDeepLink('')} />, server)).manager;
    const list = await screen.findByRole('list', { name: 'Resource templates' });
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(2));
    server.rotate();
    await userEvent.click(screen.getByRole('button', { name: 'Load more templates' }));
    expect(await screen.findByText(RESTARTED)).toBeTruthy();
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(3));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('Matching resources: "Load next page" restarts the resource listing from page one', async () => {
    manager = (await renderOverSession(<TemplatesPanel deepLink={parseDeepLink(`?template=${encodeURIComponent(templates[0]?.uriTemplate ?? '')}`)} />, server)).manager;
    const section = await screen.findByRole('region', { name: 'Matching resources' });
    await userEvent.click(within(section).getByRole('button', { name: 'Load resource listing' }));
    await waitFor(() => expect(section.textContent).toContain('Searched 2 resources from 1 loaded page'));
    server.rotate();
    await userEvent.click(within(section).getByRole('button', { name: 'Load next page' }));
    expect(await within(section).findByText(RESTARTED)).toBeTruthy();
    await waitFor(() => expect(section.textContent).toContain('Searched 2 resources from 1 loaded page (the listing is not complete)'));
    expect(within(section).queryByRole('alert')).toBeNull();
    await userEvent.click(within(section).getByRole('button', { name: 'Load next page' }));
    await waitFor(() => expect(section.textContent).toContain('Searched 4 resources from 2 loaded pages'));
  });
});
