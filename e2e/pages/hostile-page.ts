import { expect, type Page } from '@playwright/test';

/** What a successful injection would leave behind: dialogs, and requests to forbidden schemes or trackers. */
export interface AbuseLog {
  dialogs: string[];
  forbidden: string[];
}

/** Starts recording dialogs and forbidden requests on `page` (dismissing any dialog). */
export function watchForAbuse(page: Page): AbuseLog {
  const seen: AbuseLog = { dialogs: [], forbidden: [] };
  page.on('dialog', (dialog) => {
    seen.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('request', (request) => {
    const url = request.url();
    if (/^(javascript|file|vbscript):/i.test(url) || url.includes('/track.png')) seen.forbidden.push(url);
  });
  return seen;
}

/** No injected script ran: the global it sets is absent, no inline script or handler reached the DOM, nothing was logged. */
export async function expectNothingRan(page: Page, seen: AbuseLog): Promise<void> {
  expect(await page.evaluate(() => Object.prototype.hasOwnProperty.call(window, '__pwned'))).toBe(false);
  expect(await page.locator('script:not([src]), [src^="javascript:" i], [href^="javascript:" i], [onerror], [onload]').count()).toBe(0);
  expect(seen.dialogs).toEqual([]);
  expect(seen.forbidden).toEqual([]);
}
