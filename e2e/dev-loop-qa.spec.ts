import { expect, test } from '@playwright/test';
import { ConsolePage } from './pages/console-page';
import { QaPage } from './pages/qa-page';
import { E2E_PORTS, fixtureUrl, fixtureLocks } from './ports';

// Shares fixtures whose state other specs change (e2e/ports.ts): never side by side with them.
test.describe.configure({ lock: fixtureLocks('devLoop', 'legacySession') });

const legacy404 = fixtureUrl(E2E_PORTS.legacySession);
const legacy400 = legacy404.replace(/\/mcp$/, '/mcp-400');

for (const [url, status, text] of [
  [legacy404, 'pass', 'answered HTTP 404, as required'],
  [legacy400, 'warn', 'Fix: when the Mcp-Session-Id is not one of your live sessions, answer 404'],
] as const) {
  test(`QA http.unknown-session on a v1-SDK server answering ${url.endsWith('-400') ? '400' : '404'} → ${status}`, async ({ page }) => {
    const app = new ConsolePage(page);
    await app.open(`server=${encodeURIComponent(url)}&panel=qa`);
    await app.expectConnected('2025-11-25');
    const qa = new QaPage(page);
    await qa.runAll();
    const row = qa.row('http.unknown-session');
    await expect(row.getByRole('cell', { name: status, exact: true })).toBeVisible();
    await expect(qa.checks).toContainText(text);
    // The check's made-up session id must not make the console renew its own session.
    await expect(page.getByRole('note', { name: 'Connection notice' })).toHaveCount(0);
  });
}

test('QA http.unknown-session does not report a modern (sessionless) server', async ({ page }) => {
  const app = new ConsolePage(page);
  await app.open(`server=${encodeURIComponent(fixtureUrl(E2E_PORTS.devLoop))}&panel=qa`);
  await app.expectConnected('2026-07-28');
  const qa = new QaPage(page);
  await qa.runAll();
  await expect(qa.row('http.unknown-session').getByRole('cell', { name: 'n/a', exact: true })).toBeVisible();
});
