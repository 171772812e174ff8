import { expect, type Page } from '@playwright/test';

/** Set E2E_SCREENSHOTS=<dir> to keep a spec's screens; unset, nothing is taken. */
const SHOTS = process.env.E2E_SCREENSHOTS;

/**
 * Screenshots of the page as it is now, in both themes at the widths every panel is read at
 * (1280 and 1440 px, or those given), as `<dir>/<name>-<theme>-<width>.png`.
 */
export async function shootBothThemes(page: Page, name: string, widths: readonly number[] = [1280, 1440]): Promise<void> {
  if (SHOTS === undefined) return;
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/${name}-${theme}-${width}.png` });
    }
  }
}
