import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resourcesListPageOptions } from '../../cache';
import { parseDeepLink } from '../../lib/urls/deep-link';
import { connectDemo } from './demo-harness.test-util';
import { TemplatesPanel } from './templates-panel';

let demo: Awaited<ReturnType<typeof connectDemo>>;

beforeEach(async () => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
  demo = await connectDemo();
});
afterEach(async () => {
  cleanup();
  await demo.close();
});

function renderPanel(search = '') {
  return render(<TemplatesPanel deepLink={parseDeepLink(search)} />, { wrapper: demo.Wrapper });
}

const combobox = (name: string) => screen.getByRole('combobox', { name });
const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent);

describe('TemplatesPanel against the demo server', () => {
  it('lists the templates with title and template text', async () => {
    renderPanel();
    const list = await screen.findByRole('list', { name: 'Resource templates' });
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(2));
    expect(within(list).getByRole('button', { name: /Repository README/ }).textContent).toContain('demo://repos/{owner}/{repo}/readme');
  });

  it('completes dependent variables, expands the URI and reads it', async () => {
    const user = userEvent.setup();
    renderPanel('?template=' + encodeURIComponent('demo://repos/{owner}/{repo}/readme'));
    await user.click(await screen.findByRole('combobox', { name: 'owner' }));
    await waitFor(() => expect(optionNames()).toEqual(['acme', 'contoso', 'modelcontext']));
    await user.keyboard('co');
    await waitFor(() => expect(optionNames()).toEqual(['contoso']));
    await user.click(screen.getByRole('option', { name: 'contoso' }));
    expect(combobox('owner')).toHaveProperty('value', 'contoso');

    await user.click(combobox('repo'));
    await waitFor(() => expect(optionNames()).toEqual(['payments', 'portal']));
    expect(demo.completionRequests().at(-1)).toMatchObject({
      params: { ref: { type: 'ref/resource', uri: 'demo://repos/{owner}/{repo}/readme' }, argument: { name: 'repo' }, context: { arguments: { owner: 'contoso' } } },
    });
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(combobox('repo')).toHaveProperty('value', 'portal');
    expect(screen.getByRole('textbox', { name: 'Expanded URI' })).toHaveProperty('value', 'demo://repos/contoso/portal/readme');

    await user.click(screen.getByRole('button', { name: 'Read' }));
    const contents = await screen.findByRole('region', { name: 'Resource contents' });
    await waitFor(() => expect(contents.textContent).toContain('contoso/portal'));
  });

  it('updates the expanded URI on every keystroke with RFC 6570 encoding', async () => {
    const user = userEvent.setup();
    renderPanel('?template=' + encodeURIComponent('demo://users/{userId}/profile'));
    await user.type(await screen.findByRole('combobox', { name: 'userId' }), 'a b');
    expect(screen.getByRole('textbox', { name: 'Expanded URI' })).toHaveProperty('value', 'demo://users/a%20b/profile');
  });

  it('shows a read failure as an alert with the JSON-RPC code', async () => {
    const user = userEvent.setup();
    renderPanel('?template=' + encodeURIComponent('demo://users/{userId}/profile'));
    await user.type(await screen.findByRole('combobox', { name: 'userId' }), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Read' }));
    const contents = await screen.findByRole('region', { name: 'Resource contents' });
    expect((await within(contents).findByRole('alert')).textContent).toContain('-32602');
  });

  it('withholds the builder for a malformed template and says why', async () => {
    renderPanel('?template=' + encodeURIComponent('demo://repos/{owner'));
    expect((await screen.findByRole('alert')).textContent).toMatch(/not a valid RFC 6570 URI template/);
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Read' })).toBeNull();
  });

  it('keeps typed values across a remount (reload)', async () => {
    const user = userEvent.setup();
    const search = '?template=' + encodeURIComponent('demo://users/{userId}/profile');
    const first = renderPanel(search);
    await user.type(await screen.findByRole('combobox', { name: 'userId' }), 'grace');
    first.unmount();
    renderPanel(search);
    expect(await screen.findByRole('combobox', { name: 'userId' })).toHaveProperty('value', 'grace');
  });

  it('mirrors the filled variables into the address, leaving secret-looking values out', async () => {
    const user = userEvent.setup();
    const template = 'demo://users/{userId}/profile';
    renderPanel('?template=' + encodeURIComponent(template));
    const field = await screen.findByRole('combobox', { name: 'userId' });
    await user.type(field, 'grace');
    const address = () => new URL(window.location.href).searchParams;
    expect(address().get('template')).toBe(template);
    expect(address().get('var.userId')).toBe('grace');

    await user.clear(field);
    await user.type(field, 'Bearer abc');
    expect(screen.getByRole('textbox', { name: 'Expanded URI' })).toHaveProperty('value', 'demo://users/Bearer%20abc/profile');
    expect(address().has('var.userId')).toBe(false);
    expect(window.location.href).not.toContain('Bearer');
  });

  it("opens a linked template with the link's values over the stored draft", async () => {
    const user = userEvent.setup();
    const template = encodeURIComponent('demo://repos/{owner}/{repo}/readme');
    const first = renderPanel('?template=' + template);
    await user.type(await screen.findByRole('combobox', { name: 'owner' }), 'acme');
    await user.type(screen.getByRole('combobox', { name: 'repo' }), 'draft');
    first.unmount();

    renderPanel(`?template=${template}&var.owner=contoso&var.repo=portal`);
    expect(await screen.findByRole('combobox', { name: 'owner' })).toHaveProperty('value', 'contoso');
    expect(combobox('repo')).toHaveProperty('value', 'portal');
    expect(screen.getByRole('textbox', { name: 'Expanded URI' })).toHaveProperty('value', 'demo://repos/contoso/portal/readme');
  });

  it('lists the loaded direct resources the template matches, and fills the builder from one', async () => {
    // Load the whole listing, as the Resources panel would, through the same cache.
    let cursor: string | undefined;
    do {
      const page = await demo.queryClient.query(resourcesListPageOptions(demo.ctx, cursor));
      cursor = page.result.nextCursor;
    } while (cursor !== undefined);
    const user = userEvent.setup();
    renderPanel('?template=' + encodeURIComponent('demo://data/{file}'));
    const section = await screen.findByRole('region', { name: 'Matching resources' });
    const uris = within(section).getAllByRole('listitem').map((item) => item.firstChild?.textContent ?? '');
    expect(uris).toContain('demo://data/users.json');
    expect(uris.every((uri) => /^demo:\/\/data\/[^/]+$/.test(uri))).toBe(true);
    await user.click(within(section).getByRole('button', { name: 'Fill from demo://data/users.json' }));
    expect(screen.getByRole('combobox', { name: 'file' })).toHaveProperty('value', 'users.json');
    expect(screen.getByRole('textbox', { name: 'Expanded URI' })).toHaveProperty('value', 'demo://data/users.json');
  });

  it('loads the resource listing page by page on request to search it', async () => {
    const user = userEvent.setup();
    renderPanel('?template=' + encodeURIComponent('demo://data/{file}'));
    const section = await screen.findByRole('region', { name: 'Matching resources' });
    expect(section.textContent).toContain('No resource listing is loaded yet.');
    await user.click(within(section).getByRole('button', { name: 'Load resource listing' }));
    await waitFor(() => expect(section.textContent).toMatch(/Searched 20 resources from 1 loaded page \(the listing is not complete\)/));
    await user.click(within(section).getByRole('button', { name: 'Load next page' }));
    await waitFor(() => expect(section.textContent).toMatch(/Searched 40 resources from 2 loaded pages/));
  });
});
