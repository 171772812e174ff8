import { readFile, writeFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { diffSnapshots, parseSnapshot, snapshotToJson, takeSnapshot } from '../src/qa/snapshot';
import { ConsolePage } from './pages/console-page';
import { E2E_PORTS, fixtureUrl } from './ports';

const V1 = fixtureUrl(E2E_PORTS.snapshotV1);
const V2 = fixtureUrl(E2E_PORTS.snapshotV2);
/** The breaking changes snapshot-v2-server.ts makes (tests/integration/snapshot-diff.test.ts lists them). */
const BREAKING = 13;

async function openQaOn(page: Page, url: string): Promise<ConsolePage> {
  const app = new ConsolePage(page);
  await app.open(`server=${encodeURIComponent(url)}&panel=qa`);
  await app.expectConnected('2025-11-25');
  return app;
}

/** The first cell of every body row of the diff table: `breaking` / `compatible`. */
async function classesInOrder(page: Page): Promise<string[]> {
  const table = page.getByRole('table', { name: 'Snapshot changes' });
  return table.locator('tbody tr td:first-child').allInnerTexts();
}

test('Compare against a v1 snapshot file while connected to v2 shows the breaking changes first', async ({ page }, testInfo) => {
  const file = testInfo.outputPath('snapshot-v1.json');
  await writeFile(file, snapshotToJson(await takeSnapshot(V1)));
  await openQaOn(page, V2);

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Compare with snapshot file' }).click();
  await (await chooser).setFiles(file);

  const diff = page.getByRole('region', { name: 'Snapshot diff' });
  await expect(diff).toContainText(`${BREAKING} breaking`);
  const table = diff.getByRole('table', { name: 'Snapshot changes' });
  await expect(table.getByRole('row').first()).toBeVisible();
  const classes = await classesInOrder(page);
  expect(classes.slice(0, BREAKING)).toEqual(Array<string>(BREAKING).fill('breaking'));
  expect(new Set(classes.slice(BREAKING))).toEqual(new Set(['compatible']));
  await expect(table.getByRole('row').nth(1)).toContainText('breaking');
  await expect(table).toContainText('Tool removed: tool "legacy-search"');
  await expect(table).toContainText('$.tools.convert.inputSchema.properties.unit.enum');
});

test('Export snapshot downloads the connected server’s snapshot, equal to one taken from Node', async ({ page }) => {
  await openQaOn(page, V2);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export snapshot' }).click();
  const saved = await (await download).path();
  const parsed = parseSnapshot(await readFile(saved, 'utf8'));
  if (!parsed.ok) throw new Error(parsed.error);
  expect(parsed.snapshot.server).toEqual({ name: 'snapshot-fixture', version: '2.0.0' });
  expect(diffSnapshots(parsed.snapshot, await takeSnapshot(V2)).changes).toEqual([]);
});

test('Compare against another saved server', async ({ page }) => {
  const app = new ConsolePage(page);
  await app.open('panel=qa');
  await app.expectConnected('2026-07-28');
  await app.serverUrl.fill(V1);
  await page.getByRole('button', { name: 'Save server', exact: true }).click();
  await page.getByRole('button', { name: 'Done', exact: true }).click();
  await app.connectTo(V2);
  await app.expectConnected('2025-11-25');

  await page.getByRole('combobox', { name: 'Compare with saved server' }).selectOption({ label: new URL(V1).host });
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  const diff = page.getByRole('region', { name: 'Snapshot diff' });
  await expect(diff).toContainText(`From ${new URL(V1).host}`);
  await expect(diff).toContainText(`${BREAKING} breaking`);
  expect((await classesInOrder(page))[0]).toBe('breaking');
});
