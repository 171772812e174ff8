import { expect, test } from '@playwright/test';
import { startHistoryServer, type HistoryServer } from './fixtures/history-server';
import { callEcho, replayOffline } from './history-steps';
import { HistoryPage } from './pages/history-page';
import { SharingPage } from './pages/sharing-page';
import { ToolsPage } from './pages/tools-page';

test.describe('Re-run and collection runs ask before a possibly destructive tool', () => {
  // A fixture of its own: its `wipe` counter belongs to these tests alone.
  let own: HistoryServer;
  test.beforeAll(async () => {
    own = await startHistoryServer(0);
  });
  test.afterAll(async () => {
    await own.close();
  });

  /** `wipe` calls the fixture answered with this `what`. */
  const wipes = async (what: string): Promise<number> => {
    const response = await fetch(`${own.controlUrl}/wipes`, { method: 'POST' });
    const counts: unknown = await response.json();
    const count: unknown = typeof counts === 'object' && counts !== null ? Object.entries(counts).find(([key]) => key === what)?.[1] : undefined;
    return typeof count === 'number' ? count : 0;
  };

  async function callWipe(tools: ToolsPage, what: string): Promise<void> {
    await tools.openTool('wipe', own.url);
    await tools.argument('what').fill(what);
    await tools.callTool.click();
    await tools.page.getByRole('alertdialog', { name: 'Call wipe?' }).getByRole('button', { name: 'Call anyway', exact: true }).click();
    await expect(tools.result).toContainText(`wiped ${what}`);
  }

  test('Re-run of a non-read-only call asks; Cancel sends nothing, Call anyway sends it; a read-only call re-runs at once', async ({ page }) => {
    const tools = new ToolsPage(page);
    const history = new HistoryPage(page);
    const dialog = page.getByRole('alertdialog', { name: 'Call wipe?' });
    await callWipe(tools, 'drafts');
    expect(await wipes('drafts')).toBe(1);

    await history.openTab('History');
    await expect(history.rows).toHaveCount(1);
    await history.rowsWith('{"what":"drafts"}').getByRole('button', { name: 'Re-run', exact: true }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('"what": "drafts"');
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(history.rows).toHaveCount(1);
    expect(await wipes('drafts')).toBe(1);

    await history.rowsWith('{"what":"drafts"}').getByRole('button', { name: 'Re-run', exact: true }).click();
    await dialog.getByRole('button', { name: 'Call anyway', exact: true }).click();
    await expect(history.rows).toHaveCount(2);
    await expect.poll(() => wipes('drafts')).toBe(2);

    // echo is annotated readOnlyHint: true — no question, the call is made and recorded.
    await history.openTab('Tools');
    await page.getByRole('navigation', { name: 'Tool list' }).getByRole('button', { name: /echo/ }).click();
    await tools.argument('text').fill('safe');
    await tools.callTool.click();
    await expect(tools.result).toContainText('safe');
    await history.openTab('History');
    await history.rowsWith('{"text":"safe"}').getByRole('button', { name: 'Re-run', exact: true }).click();
    await expect(history.rowsWith('{"text":"safe"}')).toHaveCount(2);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });

  test('running a collection with a destructive call asks once, listing it; Cancel runs nothing; Don\'t ask again holds for the next run', async ({ page }) => {
    const tools = new ToolsPage(page);
    const history = new HistoryPage(page);
    const dialog = page.getByRole('alertdialog', { name: 'Run collection mixed?' });
    await tools.openTool('echo', own.url);
    await callEcho(tools, 'first');
    await callWipe(tools, 'cache');
    await history.openTab('History');
    await expect(history.rows).toHaveCount(2);
    await history.select(1, 2);
    await history.pin('mixed');
    const mixed = history.collection('mixed');
    await expect(mixed.getByRole('listitem')).toHaveCount(2);

    const run = mixed.getByRole('button', { name: 'Run collection', exact: true });
    await run.click();
    const listed = dialog.getByRole('list', { name: 'Possibly destructive calls' }).getByRole('listitem');
    await expect(listed).toHaveText(['wipe {"what":"cache"}']);
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(history.runReport('mixed')).toHaveCount(0);
    await expect(history.rows).toHaveCount(2);
    expect(await wipes('cache')).toBe(1);

    await run.click();
    await dialog.getByRole('checkbox', { name: /^Don.t ask again for this tool on this server$/ }).check();
    await dialog.getByRole('button', { name: 'Run anyway', exact: true }).click();
    await expect(mixed.getByRole('status')).toHaveText('2 passed, 0 failed');
    await expect.poll(() => wipes('cache')).toBe(2);

    // Waived: the next run asks nothing.
    await run.click();
    await expect(history.rows).toHaveCount(6);
    await expect(mixed.getByRole('status')).toHaveText('2 passed, 0 failed');
    await expect.poll(() => wipes('cache')).toBe(3);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });

  test('in a replayed recording, Re-run of a destructive call answers from the recording without asking, and the Server URL box names the recorded server', async ({ page, browser }) => {
    const tools = new ToolsPage(page);
    await callWipe(tools, 'logs');
    await new HistoryPage(page).openTab('History');
    await expect(new HistoryPage(page).rows).toHaveCount(1);
    const recording = await new SharingPage(page).exportSession();

    await replayOffline(browser, new URL(own.url).origin, recording.path, async (other, attempts) => {
      const history = new HistoryPage(other);
      // The box showed the demo server before the import; the console is now on the recorded one.
      await expect(other.getByRole('textbox', { name: 'Server URL' })).toHaveValue(own.url);
      await expect(history.rowsWith('{"what":"logs"}')).toHaveCount(1);
      await history.rowsWith('{"what":"logs"}').getByRole('button', { name: 'Re-run', exact: true }).click();
      await expect(history.rowsWith('{"what":"logs"}')).toHaveCount(2);
      await expect(other.getByRole('alertdialog')).toHaveCount(0);
      expect(attempts).toEqual([]);
      expect(await wipes('logs')).toBe(1);
    });
  });
});
