import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAxeCleanInBothThemes } from './axe-themes';
import { shootBothThemes } from './screenshots';
import { ConsolePage } from './pages/console-page';

// Issue 43, item 3: an embed in a 720 px documentation column and the console on a 1024 px
// laptop. Every panel is reachable (tabs that do not fit wait in More, named like their tabs),
// the page never scrolls sideways, and the connection status stays on one line. The embedded
// demo server is enough: no fixture server is involved.

/** The panel switcher's names in ui-contract.md; the build may register more (the playground). */
const CONTRACT_TABS = ['Resources', 'Templates', 'Prompts', 'Tools', 'Subscriptions', 'Cache', 'Traffic', 'QA', 'Timeline', 'History'];

/** Each layout's screenshots (E2E_SCREENSHOTS): the page at `widths`, and with More open at `width`. */
const LAYOUTS = [
  { title: 'an embed at 720 px', width: 720, query: 'embed=1', shot: 'narrow-embed', widths: [720, 1024] },
  { title: 'the console at 1024 px', width: 1024, query: '', shot: 'narrow-console', widths: [720, 1024, 1280, 1440] },
] as const;

const tablist = (page: Page) => page.getByRole('tablist', { name: 'Panels' });
const more = (page: Page) => page.getByRole('button', { name: 'More', exact: true });
const menu = (page: Page) => page.getByRole('menu', { name: 'More' });

async function open(page: Page, width: number, query: string): Promise<void> {
  await page.setViewportSize({ width, height: 800 });
  const app = new ConsolePage(page);
  await app.open(query);
  await app.expectConnected('2026-07-28');
}

/** The tabs in the bar, then those in the More menu (closed again afterwards). */
async function panelNames(page: Page): Promise<string[]> {
  const inBar = await tablist(page).getByRole('tab').allTextContents();
  if ((await more(page).count()) === 0) return inBar;
  await more(page).click();
  const inMenu = await menu(page).getByRole('menuitem').allTextContents();
  await page.keyboard.press('Escape');
  await expect(menu(page)).toHaveCount(0);
  return [...inBar, ...inMenu];
}

/** Clicks the panel's tab, or its item in More when its tab is not in the bar. */
async function activate(page: Page, name: string): Promise<void> {
  const tab = tablist(page).getByRole('tab', { name, exact: true });
  if ((await tab.count()) === 1) {
    await tab.click();
    return;
  }
  await more(page).click();
  await menu(page).getByRole('menuitem', { name, exact: true }).click();
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

/** The element's text lays out as one line box, and its box is no taller than about one line. */
async function expectOneLine(element: Locator): Promise<void> {
  const { lines, height, lineHeight } = await element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
    return { lines: new Set(rects.map((rect) => Math.round(rect.top))).size, height: node.getBoundingClientRect().height, lineHeight: Math.max(...rects.map((rect) => rect.height)) };
  });
  expect(lines).toBe(1);
  expect(height).toBeLessThan(lineHeight * 1.5);
}

// Budgets, not waits: the loaded CI machine took 40 s to show the first tab bar in a run.
test.describe.configure({ timeout: 180_000 });

for (const layout of LAYOUTS) {
  test.describe(layout.title, () => {
    test('every panel can be reached and opened, by pointer, and the page never scrolls sideways', async ({ page }) => {
      await open(page, layout.width, layout.query);
      await expect(more(page)).toBeVisible();
      const names = await panelNames(page);
      expect(names).toEqual(expect.arrayContaining(CONTRACT_TABS));
      expect(new Set(names).size).toBe(names.length);
      for (const name of names) {
        await activate(page, name);
        const tab = tablist(page).getByRole('tab', { name, exact: true });
        await expect(tab).toHaveAttribute('aria-selected', 'true');
        await expect(tab).toBeInViewport({ ratio: 1 });
        await expect(page.getByRole('tabpanel', { name, exact: true })).toBeVisible();
        await expectNoSidewaysScroll(page);
      }
      // Every panel is still offered once, in the bar or in More.
      expect((await panelNames(page)).toSorted()).toEqual(names.toSorted());
    });

    test('the tabs and More work from the keyboard, and the chosen panel’s tab takes the focus', async ({ page }) => {
      await open(page, layout.width, layout.query);
      await tablist(page).getByRole('tab', { name: 'Resources', exact: true }).focus();
      await page.keyboard.press('End');
      const last = tablist(page).getByRole('tab').last();
      await expect(last).toBeFocused();
      await expect(last).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Tab');
      await expect(more(page)).toBeFocused();
      await page.keyboard.press('Enter');
      const items = menu(page).getByRole('menuitem');
      await expect(items.first()).toBeFocused();
      await page.keyboard.press('End');
      await expect(items.last()).toBeFocused();
      const chosen = (await items.last().textContent()) ?? '';
      await page.keyboard.press('Enter');
      await expect(menu(page)).toHaveCount(0);
      const tab = tablist(page).getByRole('tab', { name: chosen, exact: true });
      await expect(tab).toBeFocused();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel', { name: chosen, exact: true })).toBeVisible();
    });

    test('a deep link to a panel whose tab does not fit shows that panel with its tab selected in the bar', async ({ page }) => {
      await open(page, layout.width, `${layout.query}&panel=history`);
      const history = tablist(page).getByRole('tab', { name: 'History', exact: true });
      await expect(history).toHaveAttribute('aria-selected', 'true');
      await expect(history).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole('tabpanel', { name: 'History', exact: true })).toBeVisible();
      await expect(more(page)).toBeVisible();
    });

    test('the connection status is one line, the listing summary says its count once, axe finds nothing in either theme, More open or closed', async ({ page }) => {
      await open(page, layout.width, layout.query);
      await expectOneLine(page.getByRole('status').filter({ hasText: '2026-07-28' }));
      await expect(page.getByText('20 resources loaded')).toBeVisible();
      await expect(page.getByText(/\b20 resources\b/)).toHaveCount(1);
      await expectNoSidewaysScroll(page);
      await expectAxeCleanInBothThemes(page);
      await more(page).click();
      await expect(menu(page)).toBeVisible();
      await expectAxeCleanInBothThemes(page);
      await shootBothThemes(page, `${layout.shot}-more`, [layout.width]);
      await page.keyboard.press('Escape');
      await shootBothThemes(page, layout.shot, layout.widths);
    });
  });
}

test('the Roots editor of a server that never asked for roots is one closed line', async ({ page }) => {
  await open(page, 1024, '');
  const roots = page.getByRole('group', { name: 'Roots' });
  const toggle = roots.getByRole('button', { name: 'Roots none', exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(roots.getByRole('textbox', { name: 'Root URI' })).toHaveCount(0);
  await toggle.click();
  await expect(roots.getByRole('textbox', { name: 'Root URI' })).toBeVisible();
});
