import { expect, test, type Page } from '@playwright/test';
import { expectAxeCleanInBothThemes } from './axe-themes';
import { ConsolePage } from './pages/console-page';
import { ResourcesPage } from './pages/resources-page';
import { E2E_PORTS, fixtureUrl } from './ports';
import { shootBothThemes } from './screenshots';

// The reference fixture (the demo server over real HTTP) and the unmodified server-everything, both stateless here.
const referenceUrl = fixtureUrl(E2E_PORTS.demoHttp);
const everythingUrl = fixtureUrl(E2E_PORTS.everything);
// server-everything again, in its HTTP+SSE mode: a third server on another transport.
const sseUrl = `http://127.0.0.1:${E2E_PORTS.everythingSse}/sse`;

const connected = (page: Page) => page.getByRole('list', { name: 'Connected servers' });
const entry = (page: Page, url: string) => connected(page).getByRole('listitem').filter({ hasText: url });
const show = (page: Page, url: string) => entry(page, url).getByRole('button', { name: new RegExp(`^Show ${url.replace(/[.?*+^$()[\]{}|\\/]/g, '\\$&')}`) });

async function openBoth(page: Page, query = ''): Promise<ConsolePage> {
  const app = new ConsolePage(page);
  await app.open(`server=${encodeURIComponent(referenceUrl)}&server=${encodeURIComponent(everythingUrl)}${query}`);
  await expect(entry(page, referenceUrl).getByRole('status')).toContainText('Connected · 2026-07-28');
  await expect(entry(page, everythingUrl).getByRole('status')).toContainText('Connected · 2025-11-25');
  return app;
}

test('a deep link with three server= connects all, the first active, each with its own status, version and transport', async ({ page }) => {
  test.slow(); // axe in both themes and four screenshots after three connects
  const app = await openBoth(page, `&server=${encodeURIComponent(sseUrl)}`);
  await expect(entry(page, sseUrl).getByRole('status')).toContainText('Connected · 2025-11-25 · legacy · transport 2024-11-05 · HTTP+SSE');
  await expect(show(page, referenceUrl)).toHaveAttribute('aria-current', 'true');
  await expect(show(page, everythingUrl)).not.toHaveAttribute('aria-current', 'true');
  await app.expectConnected('2026-07-28');
  await expect(entry(page, referenceUrl).getByRole('status')).toContainText('Streamable HTTP');
  // Making the other active keeps the first connected.
  await show(page, everythingUrl).click();
  await app.expectConnected('2025-11-25');
  await expect(app.serverUrl).toHaveValue(everythingUrl);
  await expect(entry(page, referenceUrl).getByRole('status')).toContainText('Connected · 2026-07-28');
  await expectAxeCleanInBothThemes(page);
  await shootBothThemes(page, 'workspace-sidebar');
});

test('switching servers keeps the resource selected on each', async ({ page }) => {
  await openBoth(page, '&panel=resources');
  const resources = new ResourcesPage(page);
  await resources.item('Getting started').click();
  await expect(resources.item('Getting started')).toHaveAttribute('aria-selected', 'true');

  await show(page, everythingUrl).click();
  const other = resources.item('features.md');
  await other.click();
  await expect(other).toHaveAttribute('aria-selected', 'true');
  await expect(resources.contents).toContainText('demo://resource/static/document/features.md');

  await show(page, referenceUrl).click();
  await expect(resources.item('Getting started')).toHaveAttribute('aria-selected', 'true');
  await expect(resources.contents).toContainText('demo://docs/guide/getting-started.md');
  await show(page, everythingUrl).click();
  await expect(other).toHaveAttribute('aria-selected', 'true');
});

test('a notification from the server in the background is counted on its entry until it is shown', async ({ page }) => {
  const app = await openBoth(page, '&panel=resources');
  const resources = new ResourcesPage(page);
  // The demo server's live clock sends notifications/resources/updated every few seconds once listened to.
  await resources.item('Live clock').click();
  await app.openTab('Subscriptions');
  await page.getByRole('button', { name: 'Listen', exact: true }).click();
  await expect(page.getByRole('log', { name: 'Notifications' })).toContainText('notifications/resources/updated');

  await show(page, everythingUrl).click();
  await expect(entry(page, referenceUrl)).toContainText(/[1-9]\d* new/);
  await show(page, referenceUrl).click();
  await expect(entry(page, referenceUrl)).not.toContainText(/\d+ new/);
});

test('Traffic, the Timeline and History show every server at once, with a server column, a filter and a lane group per server', async ({ page }) => {
  test.slow(); // axe in both themes and eight screenshots after two connects
  const app = await openBoth(page, '&panel=traffic');
  const table = page.getByRole('table', { name: 'Traffic' });
  const servers = page.getByRole('group', { name: 'Traffic filters' }).getByRole('combobox', { name: 'Servers' });
  // A server named by its URL is shown by its host and port in a column (the cell's title has the URL).
  const serverCell = (url: string) => table.getByRole('cell', { name: new URL(url).host, exact: true });
  // The active server's traffic only, by default: no Server column.
  await expect(servers).toHaveValue('active');
  await expect(table.getByRole('columnheader', { name: 'Server' })).toHaveCount(0);
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  await servers.selectOption({ label: 'All servers' });
  await expect(table.getByRole('columnheader', { name: 'Server' })).toBeVisible();
  await expect(serverCell(referenceUrl).first()).toBeVisible();
  await expect(serverCell(everythingUrl).first()).toBeVisible();
  await expectAxeCleanInBothThemes(page);
  await shootBothThemes(page, 'traffic-all');
  // One server by name narrows the rows to its own.
  await servers.selectOption({ label: new URL(everythingUrl).host });
  await expect(serverCell(everythingUrl).first()).toBeVisible();
  await expect(serverCell(referenceUrl)).toHaveCount(0);

  await app.openTab('Timeline');
  const timelineServers = page.getByRole('toolbar', { name: 'Timeline controls' }).getByRole('combobox', { name: 'Servers' });
  await timelineServers.selectOption({ label: 'All servers' });
  const canvas = page.getByRole('img', { name: /lane group per server/ });
  await expect(canvas).toBeVisible();
  expect(await canvas.getAttribute('aria-label')).toContain(`(${new URL(referenceUrl).host}, ${new URL(everythingUrl).host})`);
  const events = page.getByRole('table', { name: 'Timeline events' });
  await expect(events.getByRole('columnheader', { name: 'Server' })).toBeVisible();
  await expect(events.getByRole('cell', { name: new URL(referenceUrl).host, exact: true }).first()).toBeVisible();
  await expect(events.getByRole('cell', { name: new URL(everythingUrl).host, exact: true }).first()).toBeVisible();
  await expectAxeCleanInBothThemes(page);
  await shootBothThemes(page, 'timeline-all');

  // A read on each server lands in that server's History; All servers lists both, each named.
  await app.openTab('Resources');
  const resources = new ResourcesPage(page);
  await resources.item('Getting started').click();
  await expect(resources.contents).toContainText('demo://docs/guide/getting-started.md');
  await show(page, everythingUrl).click();
  await resources.item('features.md').click();
  await expect(resources.contents).toContainText('demo://resource/static/document/features.md');
  await app.openTab('History');
  await page.getByRole('group', { name: 'History actions' }).getByRole('combobox', { name: 'Servers' }).selectOption({ label: 'All servers' });
  const history = page.getByRole('table', { name: 'History' });
  await expect(history.getByRole('row').filter({ hasText: 'getting-started.md' })).toContainText(new URL(referenceUrl).host);
  await expect(history.getByRole('row').filter({ hasText: 'features.md' })).toContainText(new URL(everythingUrl).host);
});
