import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __benchTextAt?: number;
  }
}

interface Wanted {
  text: string;
  /** Elements that may hold the text (a CSS selector); the whole document by default. */
  within: string;
}

/**
 * Runs in the page: notes `performance.now()` at the first DOM change that shows the text. Written
 * without inner named functions: tsx would wrap them in a helper the page does not have.
 */
const install = ({ text, within }: Wanted): void => {
  window.__benchTextAt = undefined;
  if ([...document.querySelectorAll(within)].some((element) => element.textContent.includes(text))) {
    throw new Error(`"${text}" is shown already: the clock would time some later change`);
  }
  const observer = new MutationObserver(() => {
    if (![...document.querySelectorAll(within)].some((element) => element.textContent.includes(text))) return;
    window.__benchTextAt = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { subtree: true, childList: true, characterData: true });
};

/*
 * Why a clock in the page: Playwright re-checks a locator at backed-off intervals (up to 500 ms
 * apart), so a wait in Node can return that long after the change: measured here, a 0.5 s "Load
 * all" of 10,000 resources came back as 1.0 s.
 */

/** Arms the clock in the loaded page, for a change an action is about to cause. */
export async function armTextClock(page: Page, text: string, within = 'body'): Promise<void> {
  await page.evaluate(install, { text, within });
}

/** Arms the clock for the page's next navigation, from its very start (page clock: from navigation). */
export async function armTextClockOnNavigation(page: Page, text: string, within = 'body'): Promise<void> {
  await page.addInitScript(install, { text, within });
}

/** The page-clock time (`performance.now()`) at which the armed text appeared; waits for it. */
export async function textShownAt(page: Page, timeout = 60_000): Promise<number> {
  await page.waitForFunction(() => window.__benchTextAt !== undefined, undefined, { timeout });
  return page.evaluate(() => window.__benchTextAt ?? Number.NaN);
}
