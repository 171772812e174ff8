import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { buildPermalink } from '../src/lib/urls/permalink';
import { parseSessionFile } from '../src/recording/session-file/schema';
import { diffSnapshots, diffTitle, takeSnapshot } from '../src/qa/snapshot';
import { expectAxeCleanInBothThemes } from './axe-themes';
import { PalettePage } from './pages/palette-page';
import { QaPage } from './pages/qa-page';
import { SharingPage } from './pages/sharing-page';
import { ToolsPage } from './pages/tools-page';
import { E2E_PORTS, fixtureUrl } from './ports';
import { shootBothThemes } from './screenshots';

// Versions 1 and 2 of one server: version 2 breaks on purpose (e2e/fixtures/snapshot-v2-server.ts).
const V1 = fixtureUrl(E2E_PORTS.snapshotV1);
const V2 = fixtureUrl(E2E_PORTS.snapshotV2);

const entry = (page: Page, url: string) => page.getByRole('list', { name: 'Connected servers' }).getByRole('listitem').filter({ hasText: url });
const show = (page: Page, url: string) => entry(page, url).getByRole('button', { name: new RegExp(`^Show ${url.replace(/[.?*+^$()[\]{}|\\/]/g, '\\$&')}`) });

const hostOf = (url: string) => new URL(url).host;

test('two connected servers: each keeps its own tool arguments, the palette links both, Compare servers shows their diff as mcp-console diff does and their QA verdicts side by side (reusing the QA panel’s run), and a session file carries both with each exchange’s server', async ({ page, context }) => {
  test.slow(); // two snapshots, two QA runs, axe in both themes, twelve screenshots, an export and an import
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

  // V1 is checked in the QA panel first: the comparison shows that run, and runs only V2's checks.
  await tools.openTab('QA');
  await new QaPage(page).runAll({ expand: false });
  const panelRun = /Run of (\d\d:\d\d)/.exec((await page.getByText(/^Run of /).textContent()) ?? '')?.[1];
  expect(panelRun).toBeDefined();

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

  // The QA panel's run of V1 is there at once, with its time; V2 has none yet, so there is nothing to set beside it.
  const qa = dialog.getByRole('region', { name: 'QA reports' });
  const verdicts = qa.getByRole('table', { name: 'Verdicts' });
  await expect(qa).toContainText(`QA run at ${panelRun ?? ''}`);
  await expect(qa).toContainText('Not run yet');
  await expect(verdicts).toHaveCount(0);
  await qa.scrollIntoViewIfNeeded();
  await shootBothThemes(page, 'workspace-compare-qa-one-side');
  const toV1: string[] = [];
  page.on('request', (request) => {
    // A check is a POST; the session's own GET stream may come and go on its own.
    if (request.url() === V1 && request.method() === 'POST') toV1.push(request.postData() ?? '');
  });
  await dialog.getByRole('button', { name: `Run checks on ${V2}`, exact: true }).click();
  await expect(verdicts.getByRole('row').nth(1)).toBeVisible({ timeout: 60_000 });
  // Only V2 was checked: V1 got no request, and each side now offers Run again.
  expect(toV1).toEqual([]);
  await expect(qa.getByRole('button', { name: `Run again on ${V1}`, exact: true })).toBeEnabled();
  await expect(qa.getByRole('button', { name: `Run again on ${V2}`, exact: true })).toBeEnabled();
  await expect(dialog.getByRole('button', { name: 'Run checks on both again', exact: true })).toBeEnabled();
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
  const text = await readFile(recording.path, 'utf8');
  const parsed = parseSessionFile(text);
  expect(parsed.ok && parsed.file.workspace).toEqual({ active: V1, servers: [V1, V2] });
  // Each exchange keeps the server whose session made it, in the file and in HAR (`_server`).
  const exported = JSON.parse(text) as { exchanges: { server?: string }[] };
  expect(new Set(exported.exchanges.flatMap((e) => e.server ?? []))).toEqual(new Set([V1, V2]));
  const downloadingHar = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export HAR', exact: true }).click();
  const har = JSON.parse(await readFile(await (await downloadingHar).path(), 'utf8')) as { log: { entries: { _server?: string }[] } };
  expect(new Set(har.log.entries.flatMap((e) => e._server ?? []))).toEqual(new Set([V1, V2]));
  await entry(page, V2).getByRole('button', { name: `Disconnect ${V2}` }).click();
  await expect(page.getByRole('list', { name: 'Connected servers' })).toHaveCount(0);
  await sharing.importSession(recording.path);
  await expect(page.getByRole('status', { name: 'Replay' })).toBeVisible();
  await expect(entry(page, V2).getByRole('status')).toContainText('Connected');
  await expect(show(page, V1)).toHaveAttribute('aria-current', 'true');

  // The replayed Timeline names each recorded event's server and filters by it, as it did live.
  await tools.openTab('Timeline');
  const timelineServers = page.getByRole('toolbar', { name: 'Timeline controls' }).getByRole('combobox', { name: 'Servers' });
  await timelineServers.selectOption({ label: 'All servers' });
  const events = page.getByRole('table', { name: 'Timeline events' });
  const serverCell = (url: string) => events.getByRole('cell', { name: hostOf(url), exact: true });
  await expect(serverCell(V1).first()).toBeVisible();
  await expect(serverCell(V2).first()).toBeVisible();
  await timelineServers.selectOption({ label: hostOf(V2) });
  await expect(serverCell(V2).first()).toBeVisible();
  await expect(serverCell(V1)).toHaveCount(0);
});
