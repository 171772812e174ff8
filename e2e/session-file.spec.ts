import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { ownDemoServerPerFile } from './fixtures/own-demo-server';
import { SharingPage } from './pages/sharing-page';

// The demo server over real HTTP, private to this file (an ephemeral port; see own-demo-server.ts).
const demoServer = ownDemoServerPerFile();

test('an exported session replays offline: tree and resource contents come from the recording', async ({ page }) => {
  const demoHttpUrl = demoServer.url();
  const sharing = new SharingPage(page);
  await sharing.readGettingStarted(demoHttpUrl);
  const recording = await sharing.exportSession();
  expect(recording.name).toMatch(/^mcp-session-127\.0\.0\.1-\d+-.*\.json$/);

  // From here on the server is unreachable: every request to it is counted and aborted.
  const attempts: string[] = [];
  await page.route(demoHttpUrl, async (route) => {
    attempts.push(route.request().method());
    await route.abort();
  });
  await sharing.app.open('panel=resources');
  // The reload reconnects to the last server used and must fail: it is unreachable now.
  await expect(page.getByRole('status').filter({ hasText: 'Connection failed' })).toBeVisible();
  const attemptsBeforeImport = attempts.length;
  expect(attemptsBeforeImport).toBeGreaterThan(0);

  await sharing.importSession(recording.path);
  await expect(page.getByRole('status', { name: 'Replay' })).toContainText('Replay');
  await sharing.app.expectConnected('2026-07-28');
  await sharing.openGettingStarted();
  await expect(sharing.resources.contents).toContainText('demo://docs/guide/getting-started.md');
  expect(attempts.length).toBe(attemptsBeforeImport);
});

test('a request that is not in the recording says so', async ({ page }) => {
  const sharing = new SharingPage(page);
  await sharing.app.open(`server=${encodeURIComponent(demoServer.url())}&panel=resources`);
  await sharing.app.expectConnected('2026-07-28');
  await expect(sharing.resources.item('docs')).toBeVisible();
  const recording = await sharing.exportSession();

  await sharing.app.open('panel=resources');
  await sharing.importSession(recording.path);
  await expect(page.getByRole('status', { name: 'Replay' })).toBeVisible();
  await sharing.resources.item('Getting started').click();
  await expect(page.getByRole('alert').filter({ hasText: 'not in the recording' })).toBeVisible();
});

test('a file that is not a session file is rejected with a reason', async ({ page }) => {
  const sharing = new SharingPage(page);
  await sharing.app.open();
  await sharing.importSession({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"hello":1}') });
  await expect(page.getByRole('alert').filter({ hasText: 'notes.json: Not an MCP Console session file' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Replay' })).toHaveCount(0);
});

test('Export HAR downloads a HAR 1.2 log of the traffic', async ({ page }) => {
  const sharing = new SharingPage(page);
  await sharing.app.open();
  await sharing.app.expectConnected('2026-07-28');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export HAR', exact: true }).click();
  const har: unknown = JSON.parse(await readFile(await (await downloading).path(), 'utf8'));
  expect(har).toMatchObject({ log: { version: '1.2', creator: { name: 'MCP Console' } } });
  expect(JSON.stringify(har)).toContain('server/discover');
});
