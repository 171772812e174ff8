import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NavigationProvider } from '../../hooks/navigation/use-navigation';
import { NavigationStore, type PanelId } from '../../hooks/navigation/navigation-store';
import { SessionManager } from '../../hooks/session/session-manager';
import { SessionProvider, type AppSession } from '../../hooks/session/use-session';
import { parseDeepLink } from '../../lib/urls/deep-link';
import { PanelRegistry } from './panel-registry';
import { PanelTabs } from './panel-tabs';

const LABELS: readonly (readonly [PanelId, string])[] = [
  ['resources', 'Resources'],
  ['templates', 'Templates'],
  ['prompts', 'Prompts'],
  ['tools', 'Tools'],
  ['cache', 'Cache'],
  ['history', 'History'],
];

function registry(): PanelRegistry {
  const panels = new PanelRegistry();
  for (const [id, label] of LABELS) panels.register({ id, label, load: () => Promise.resolve(() => <p>{label} panel body</p>) });
  return panels;
}

/**
 * jsdom has no layout: give the bar 400 px and each tab 10 px a letter plus 20 of padding
 * (Resources 110, Templates 110, Prompts 90, Tools 70, Cache 70, History 90; More 60), so
 * Resources, Templates and Prompts fit beside More.
 */
function layOut(barWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.querySelector('[role="tablist"]') === null ? 0 : barWidth;
  });
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const label = this.dataset['label'];
    const width = label === undefined ? 0 : label === 'More' ? 60 : label.length * 10 + 20;
    return DOMRect.fromRect({ width, height: 30 });
  });
}

function show(panel: PanelId = 'resources') {
  const navigation = new NavigationStore({ panel, exchangeId: undefined });
  const manager = new SessionManager<AppSession>({ createSession: () => ({ url: '', status: { subscribe: () => () => undefined, getSnapshot: () => ({ state: 'idle' }) }, connect: () => Promise.reject(new Error('offline')), close: () => Promise.resolve() }) });
  const traffic = { subscribe: () => () => undefined, getSnapshot: () => ({ exchanges: [], frames: [], droppedExchanges: 0 }), clear: () => undefined };
  render(
    <SessionProvider services={{ manager, traffic }}>
      <NavigationProvider store={navigation}>
        <PanelTabs registry={registry()} deepLink={parseDeepLink(`?panel=${panel}`)} />
      </NavigationProvider>
    </SessionProvider>,
  );
  return navigation;
}

const tabNames = () => within(screen.getByRole('tablist', { name: 'Panels' })).getAllByRole('tab').map((tab) => tab.textContent);
const more = () => screen.getByRole('button', { name: 'More' });
const menuNames = () => within(screen.getByRole('menu', { name: 'More' })).getAllByRole('menuitem').map((item) => item.textContent);

beforeEach(() => layOut(400));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('PanelTabs in a narrow bar', () => {
  it('keeps the tabs that fit as tabs and offers the others in More, named like their tabs', async () => {
    show();
    expect(tabNames()).toEqual(['Resources', 'Templates', 'Prompts']);
    expect(more().getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(more());
    expect(more().getAttribute('aria-expanded')).toBe('true');
    expect(menuNames()).toEqual(['Tools', 'Cache', 'History']);
    expect(document.activeElement?.textContent).toBe('Tools');
  });

  it('opens a panel chosen in More: its tab stands in the bar, selected and focused, and the last tab that fitted takes its place in the menu', async () => {
    show();
    await userEvent.click(more());
    await userEvent.click(screen.getByRole('menuitem', { name: 'History' }));
    expect(tabNames()).toEqual(['Resources', 'Templates', 'History']);
    const history = screen.getByRole('tab', { name: 'History' });
    expect(history.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(history);
    expect(await screen.findByText('History panel body')).toBeTruthy();
    expect(screen.queryByRole('menu')).toBeNull();
    await userEvent.click(more());
    expect(menuNames()).toEqual(['Prompts', 'Tools', 'Cache']);
  });

  it('keeps a tab brought in from More while the arrow keys move along the bar', async () => {
    show('cache');
    expect(tabNames()).toEqual(['Resources', 'Templates', 'Cache']);
    screen.getByRole('tab', { name: 'Cache' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Templates' }).getAttribute('aria-selected')).toBe('true');
    expect(tabNames()).toEqual(['Resources', 'Templates', 'Cache']);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Resources' }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows a deep-linked panel whose tab would not fit, with its tab selected in the bar', async () => {
    show('history');
    expect(tabNames()).toEqual(['Resources', 'Templates', 'History']);
    expect(screen.getByRole('tab', { name: 'History' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('History panel body')).toBeTruthy();
  });

  it('follows the menu button pattern from the keyboard: arrows open it and move with wrap, Escape closes it back to More', async () => {
    show();
    more().focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement?.textContent).toBe('History');
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Tools');
    await userEvent.keyboard('{End}');
    expect(document.activeElement?.textContent).toBe('History');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(more());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByRole('tab', { name: 'Cache' }).getAttribute('aria-selected')).toBe('true');
  });

  it('closes the menu on a click elsewhere', async () => {
    show();
    await userEvent.click(more());
    await userEvent.click(screen.getByRole('tab', { name: 'Templates' }));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('shows every tab and no More when the bar is wide enough', () => {
    vi.restoreAllMocks();
    layOut(600);
    show('history');
    expect(tabNames()).toEqual(['Resources', 'Templates', 'Prompts', 'Tools', 'Cache', 'History']);
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
  });

  it('a panel opened from elsewhere (Show in Traffic, the command palette) brings its tab into the bar', () => {
    const navigation = show();
    act(() => navigation.showPanel('tools'));
    expect(tabNames()).toEqual(['Resources', 'Templates', 'Tools']);
  });
});
