import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { buildPermalink } from '../src/lib/urls/permalink';
import { parseSessionFile } from '../src/recording/session-file/schema';
import { diffSnapshots, diffTitle, takeSnapshot } from '../src/qa/snapshot';
import { expectAxeCleanInBothThemes } from './axe-themes';
import { PalettePage } from './pages/palette-page';
import { SharingPage } from './pages/sharing-page';
import { ToolsPage } from './pages/tools-page';
import { E2E_PORTS, fixtureUrl } from './ports';
import { shootBothThemes } from './screenshots';

// Versions 1 and 2 of one server: version 2 breaks on purpose (e2e/fixtures/snapshot-v2-server.ts).
const V1 = fixtureUrl(E2E_PORTS.snapshotV1);
const V2 = fixtureUrl(E2E_PORTS.snapshotV2);

const entry = (page: Page, url: string) => page.getByRole('list', { name: 'Connected servers' }).getByRole('listitem').filter({ hasText: url });
const show = (page: Page, url: string) => entry(page, url).getByRole('button', { name: new RegExp(`^Show ${url.replace(/[.?*+^$()[\]{}|\\/]/g, '\\$&')}`) });

test('two connected servers: each keeps its own tool arguments, the palette links both, Compare servers shows their diff as mcp-console diff does and their QA verdicts side by side, and a session file carries both', async ({ page, context }) => {
  test.slow(); // two snapshots, two QA runs, axe in both themes and eight screenshots
  const tools = new ToolsPage(page);
  await tools.open(`server=${encodeURIComponent(V1)}&server=${encodeURIComponent(V2)}&panel=tools&tool=convert`);
  await expect(entry(page, V1).getByRole('status')).toContainText('Connected');
  await expect(entry(page, V2).getByRole('status')).toContainText('Connected');

  // Both servers have a tool `convert`: what is typed for one is not the other's draft.
  const value = tools.argument('value', 'spinbutton');
  await value.fill('37');
  await show(page, V2).click();
  await expect(tools.callTool).toBeVisible();
  await expect(value).toHaveValue('');
  await show(page, V1).click();
  await expect(value).toHaveValue('37');

  // The palette's Copy link writes the set, the active server first, as the Copy link button does.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const palette = new PalettePage(page);
  await palette.find('copy link');
  await palette.option('Copy link').click();
  const link = buildPermalink(page.url(), { server: V1, others: [V1, V2], panel: 'tools' });
  expect(new URL(link).searchParams.getAll('server')).toEqual([V1, V2]);
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  await page.getByRole('button', { name: 'Compare servers' }).click();
  const dialog = page.getByRole('dialog', { name: 'Server comparison' });
  await expect(dialog.getByRole('combobox', { name: 'From' })).toHaveValue(V1);
  await expect(dialog.getByRole('combobox', { name: 'To' })).toHaveValue(V2);
  await dialog.getByRole('button', { name: 'Compare', exact: true }).click();

  // The engine of `mcp-console diff V1 V2`, run here in Node: the console shows its title, counts and every change.
  const expected = diffSnapshots(await takeSnapshot(V1), await takeSnapshot(V2));
  const diff = dialog.getByRole('region', { name: 'Diff' });
  await expect(diff.getByRole('heading', { name: diffTitle(expected) })).toBeVisible();
  await expect(diff).toContainText(`${expected.summary.breaking} breaking, ${expected.summary.compatible} compatible.`);
  const breaking = diff.getByRole('table', { name: 'Breaking changes' });
  await expect(breaking.getByRole('row')).toHaveCount(expected.summary.breaking + 1);
  await expect(breaking).toContainText('Tool removed: tool "legacy-search"');
  await expect(breaking).toContainText('$.tools.convert.inputSchema.properties.unit.enum');
  const shown = await diff.getByRole('row').allInnerTexts();
  for (const change of expected.changes) expect(shown.some((row) => row.includes(change.message))).toBe(true);

  await dialog.getByRole('button', { name: 'Run checks on both' }).click();
  const qa = dialog.getByRole('region', { name: 'QA reports' });
  const verdicts = qa.getByRole('table', { name: 'Verdicts' });
  await expect(verdicts.getByRole('row').nth(1)).toBeVisible({ timeout: 60_000 });
  // Version 2 answers only the legacy era: some checks that pass on version 1 do not apply to it.
  await expect(qa).toContainText(/\d+ checks? differs?\./);
  await expect(verdicts.getByRole('row').nth(1)).toContainText('differs');

  await expectAxeCleanInBothThemes(page);
  await shootBothThemes(page, 'workspace-compare');
  await qa.scrollIntoViewIfNeeded();
  await shootBothThemes(page, 'workspace-compare-qa');
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();

  // The exported session records both servers; importing it with the second one gone brings it back beside the replayed first.
  const sharing = new SharingPage(page);
  const recording = await sharing.exportSession();
  const parsed = parseSessionFile(await readFile(recording.path, 'utf8'));
  expect(parsed.ok && parsed.file.workspace).toEqual({ active: V1, servers: [V1, V2] });
  await entry(page, V2).getByRole('button', { name: `Disconnect ${V2}` }).click();
  await expect(page.getByRole('list', { name: 'Connected servers' })).toHaveCount(0);
  await sharing.importSession(recording.path);
  await expect(page.getByRole('status', { name: 'Replay' })).toBeVisible();
  await expect(entry(page, V2).getByRole('status')).toContainText('Connected');
  await expect(show(page, V1)).toHaveAttribute('aria-current', 'true');
});
