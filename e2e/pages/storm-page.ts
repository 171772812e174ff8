import { expect, type Locator, type Page } from '@playwright/test';
import { TICKER_URI } from '../fixtures/storm-server';
import { E2E_PORTS, fixtureUrl } from '../ports';

export const stormUrl = fixtureUrl(E2E_PORTS.storm);

/** Asks the storm fixture (from the test process: it refuses browsers) to push `count` updates of the ticker, optionally paced. */
export async function storm(count: number, ratePerSecond?: number): Promise<void> {
  const rate = ratePerSecond === undefined ? '' : `&rate=${ratePerSecond}`;
  const response = await fetch(`http://127.0.0.1:${E2E_PORTS.storm}/control/storm?count=${count}${rate}`, { method: 'POST' });
  expect(response.status).toBe(200);
}

/** The Subscriptions panel's live log and its controls (ui-contract.md, docs/automation.md). */
export class StormPage {
  readonly notifications: Locator;
  readonly count: Locator;

  constructor(readonly page: Page) {
    this.notifications = page.getByRole('log', { name: 'Notifications' });
    this.count = page.getByRole('status', { name: 'Notification count' });
  }

  /** Connects with the ticker selected and listens to it from the Subscriptions panel. */
  async listenToTicker(options: { kept?: number } = {}): Promise<void> {
    await this.page.goto(`./?server=${encodeURIComponent(stormUrl)}&panel=resources&uri=${encodeURIComponent(TICKER_URI)}`);
    await expect(this.page.getByRole('region', { name: 'Resource contents' })).toContainText('"version"');
    await this.page.getByRole('tab', { name: 'Subscriptions', exact: true }).click();
    if (options.kept !== undefined) {
      const kept = this.page.getByRole('spinbutton', { name: 'Notifications kept' });
      await kept.fill(String(options.kept));
      await kept.press('Enter');
    }
    await this.page.getByRole('button', { name: 'Listen', exact: true }).click();
    await expect(this.page.getByRole('list', { name: 'Acknowledged' })).toContainText(TICKER_URI);
  }

  /** The newest row in sight: the log follows the newest entry unless scrolled or paused. */
  lastRow(): Locator {
    return this.notifications.getByRole('listitem').last();
  }

  button(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }
}
