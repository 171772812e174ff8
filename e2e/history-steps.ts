import { expect, type Browser, type Page } from '@playwright/test';
import { HistoryPage } from './pages/history-page';
import { SharingPage } from './pages/sharing-page';
import type { ToolsPage } from './pages/tools-page';

/**
 * Opens History in a fresh browser context where every request to `origin` is counted and
 * aborted (the recorded server is unreachable), imports `recording` and waits for the replay.
 */
export async function replayOffline(browser: Browser, origin: string, recording: string, check: (page: Page, attempts: readonly string[]) => Promise<void>): Promise<void> {
  const fresh = await browser.newContext();
  try {
    const attempts: string[] = [];
    await fresh.route(`${origin}/**`, async (route) => {
      attempts.push(route.request().url());
      await route.abort();
    });
    const page = await fresh.newPage();
    await new HistoryPage(page).open('panel=history');
    await new SharingPage(page).importSession(recording);
    await expect(page.getByRole('status', { name: 'Replay' })).toBeVisible();
    await check(page, attempts);
  } finally {
    await fresh.close();
  }
}

export async function callEcho(tools: ToolsPage, text: string): Promise<void> {
  await tools.argument('text').fill(text);
  await tools.callTool.click();
  await expect(tools.result).toContainText(text);
}
