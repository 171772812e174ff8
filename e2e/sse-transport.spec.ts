import { expect, test } from '@playwright/test';
import { expectAxeCleanInBothThemes } from './axe-themes';
import { CachePage } from './pages/cache-page';
import { ConsolePage } from './pages/console-page';
import { PromptsPage } from './pages/prompts-page';
import { QaPage } from './pages/qa-page';
import { ResourcesPage } from './pages/resources-page';
import { E2E_PORTS } from './ports';
import { shootBothThemes } from './screenshots';

// The unmodified server-everything in sse mode: GET /sse opens the stream, POST /message?sessionId=… carries messages.
const sseUrl = `http://127.0.0.1:${E2E_PORTS.everythingSse}/sse`;
const SSE_STATUS = '2024-11-05 · HTTP+SSE';

test('an HTTP+SSE (2024-11-05) URL connects, says so, its connection card has no axe violations in either theme, and the tree, a read, a prompt and a tool call run over it', async ({ page }) => {
  // A budget, not a wait: two axe scans (20–30 s for the full one on the loaded CI machine) and the flow.
  test.setTimeout(150_000);
  const app = new ConsolePage(page);
  const resources = new ResourcesPage(page);
  await app.open(`server=${encodeURIComponent(sseUrl)}&panel=resources`);
  await app.expectConnected(SSE_STATUS);
  await expect(page.getByRole('alert')).toHaveCount(0);

  const card = await app.showServerDetails();
  await expect(card).toContainText(/Streamable HTTP: POST initialize answered HTTP 404 \(text\/html: Error — Cannot POST \/sse\) → HTTP\+SSE fallback/);
  await expect(card).toContainText("HTTP+SSE: GET → HTTP 200 text/event-stream, first event 'endpoint' /message?sessionId=");
  // The connection card is scanned here, where it is open, rather than by a test per theme and width
  // that loads and connects again (decision 0020): axe reads the same DOM at 1280 and 1440 px.
  await expectAxeCleanInBothThemes(page);
  await shootBothThemes(page, 'sse-connection-card');

  await resources.item('architecture.md').click();
  await expect(resources.contents).toContainText('demo://resource/static/document/architecture.md');

  const prompts = new PromptsPage(page);
  await app.openTab('Prompts');
  // The message, then completion/complete, over this transport.
  await prompts.everythingArgumentsAndCompletion();

  await app.openTab('Tools');
  await page.getByRole('navigation', { name: 'Tool list' }).getByRole('button', { name: /^Echo Tool echo / }).click();
  await page.getByRole('textbox', { name: 'message', exact: true }).fill('over the stream');
  await page.getByRole('button', { name: 'Call tool', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Tool result' })).toContainText('over the stream');

  await app.openTab('Traffic');
  const stream = app.traffic.getByRole('row').filter({ has: page.getByRole('cell', { name: 'GET', exact: true }) });
  await expect(stream.first()).toBeVisible();
  for (const method of ['initialize', 'resources/list', 'resources/read', 'prompts/get', 'tools/call']) {
    await expect(app.trafficRows(method).last()).toContainText('202');
  }
});

test('resources/subscribe on an HTTP+SSE server brings notifications/resources/updated', async ({ page }) => {
  const app = new ConsolePage(page);
  const cache = new CachePage(page);
  await app.open(`server=${encodeURIComponent(sseUrl)}&panel=subscriptions`);
  await app.expectConnected(SSE_STATUS);
  const uri = 'demo://resource/static/document/architecture.md';
  await cache.listenTo(uri);
  await expect(page.getByText('resources/subscribe (2025)')).toBeVisible();
  await cache.startEverythingUpdates();
  await expect(cache.notifications.getByRole('listitem').filter({ hasText: 'notifications/resources/updated' }).filter({ hasText: uri }).first()).toBeVisible();
});

test('QA runs on an HTTP+SSE server: its JSON-RPC checks go over the session and pass', async ({ page }) => {
  const app = new ConsolePage(page);
  const qa = new QaPage(page);
  await app.open(`server=${encodeURIComponent(sseUrl)}&panel=qa`);
  await app.expectConnected(SSE_STATUS);
  await qa.runAll();
  for (const id of ['lifecycle.protocol-version', 'lifecycle.ping', 'pagination.tools-list.terminates', 'jsonrpc.unknown-method']) {
    await expect(qa.row(id).getByRole('cell', { name: 'pass', exact: true })).toBeVisible();
  }
});

test('a URL that is neither transport gets one message naming both attempts, with no HTML markup in the alert', async ({ page }) => {
  const app = new ConsolePage(page);
  const wrong = `http://127.0.0.1:${E2E_PORTS.everythingSse}/nope`;
  await app.open(`server=${encodeURIComponent(wrong)}`);
  const alert = page.getByRole('alert').filter({ hasText: 'Neither transport answered' });
  await expect(alert).toContainText('HTTP 404 Not Found from');
  await expect(alert).toContainText('Streamable HTTP: POST answered HTTP 404 (text/html: Error — Cannot POST /nope)');
  await expect(alert).toContainText('HTTP+SSE: GET answered HTTP 404 (text/html: Error — Cannot GET /nope), not an event stream');
  await expect(alert).not.toContainText('<');
  // The page itself stays in Traffic, whole.
  await alert.getByRole('button', { name: /Show exchange #\d+ in Traffic/ }).click();
  await expect(page.getByText('<title>Error</title>').first()).toBeVisible();
});
