import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { ownDemoServerPerFile } from './fixtures/own-demo-server';
import { SharingPage } from './pages/sharing-page';

// A private server: a shared fixture restarted by another run would fail the connect.
const demoServer = ownDemoServerPerFile();
const BEARER = 'sk-e2e-bearer-5c81d2';
const API_KEY = 'e2e-api-key-9a07f3';

/** Every place in the page's storage, as text, so a secret cannot hide in a key we did not think of. */
function dumpStorage(page: Page, which: 'localStorage' | 'sessionStorage'): Promise<string> {
  return page.evaluate((name) => {
    const store = name === 'localStorage' ? window.localStorage : window.sessionStorage;
    const out: string[] = [];
    for (let i = 0; i < store.length; i += 1) {
      const key = store.key(i);
      if (key !== null) out.push(`${key}=${store.getItem(key) ?? ''}`);
    }
    return out.join('\n');
  }, which);
}

function expectNoSecret(text: string, where: string): void {
  expect(text, `${where} holds the bearer token`).not.toContain(BEARER);
  expect(text, `${where} holds the secret header`).not.toContain(API_KEY);
}

/** Saves the server with a bearer token and a secret custom header, then connects with them. */
async function connectWithSecrets(page: Page, sharing: SharingPage, serverUrl: string): Promise<void> {
  await sharing.app.open('panel=resources');
  await sharing.app.expectConnected('2026-07-28');
  await sharing.app.serverUrl.fill(serverUrl);
  await page.getByRole('button', { name: 'Save server', exact: true }).click();
  await page.getByLabel('Bearer token').fill(BEARER);
  await page.getByRole('button', { name: 'Add header', exact: true }).click();
  await page.getByRole('textbox', { name: 'Header 1 name' }).fill('X-Api-Key');
  await page.getByRole('textbox', { name: 'Header 1 value' }).fill(API_KEY);
  await page.getByRole('checkbox', { name: 'Secret', exact: true }).check();
  await page.getByRole('button', { name: 'Done', exact: true }).click();
  await sharing.app.connect.click();
  await expect(page.getByRole('region', { name: 'Connection' })).toContainText(serverUrl);
  await sharing.app.expectConnected('2026-07-28');
  await sharing.openGettingStarted();
}

test('secrets are sent but never exported, linked or persisted unless remembered', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const serverUrl = demoServer.url();
  const sent: { authorization: string | undefined; key: string | undefined }[] = [];
  page.on('request', (request) => {
    if (request.url() === serverUrl && request.method() === 'POST') {
      const headers = request.headers();
      sent.push({ authorization: headers.authorization, key: headers['x-api-key'] });
    }
  });
  const sharing = new SharingPage(page);
  await connectWithSecrets(page, sharing, serverUrl);
  // The secrets did go to the server, so their absence below is redaction, not omission.
  expect(sent.length).toBeGreaterThan(0);
  expect(sent.every((h) => h.authorization === `Bearer ${BEARER}` && h.key === API_KEY)).toBe(true);

  const session = await sharing.exportSession();
  const sessionText = await readFile(session.path, 'utf8');
  expect(sessionText).toContain('[redacted]');
  expectNoSecret(sessionText, 'the session file');
  const downloadingHar = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export HAR', exact: true }).click();
  const harText = await readFile(await (await downloadingHar).path(), 'utf8');
  expect(harText).toContain('resources/read');
  expectNoSecret(harText, 'the HAR file');

  await sharing.app.openTab('Traffic');
  await expect(sharing.app.traffic).toBeVisible();
  expectNoSecret(await page.locator('body').innerText(), 'the Traffic panel');

  await page.getByRole('button', { name: 'Copy link', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
  expectNoSecret(await page.evaluate(() => navigator.clipboard.readText()), 'the permalink');
  expectNoSecret(page.url(), 'location.href');

  expectNoSecret(await dumpStorage(page, 'localStorage'), 'localStorage');
  expect(await dumpStorage(page, 'sessionStorage')).toContain(BEARER);

  // Opting in moves them to localStorage, as the user asked.
  await page.getByRole('button', { name: /^Edit / }).first().click();
  await page.getByRole('checkbox', { name: 'Remember secrets in this browser' }).check();
  await expect.poll(() => dumpStorage(page, 'localStorage')).toContain(BEARER);
  expect(await dumpStorage(page, 'localStorage')).toContain(API_KEY);
});
