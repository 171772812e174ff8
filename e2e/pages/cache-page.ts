import { expect, type Locator, type Page } from '@playwright/test';

/** The Cache and Subscriptions panels, driven by their accessible names (ui-contract.md). */
export class CachePage {
  readonly cache: Locator;
  readonly notifications: Locator;

  constructor(readonly page: Page) {
    this.cache = page.getByRole('table', { name: 'Cache' });
    this.notifications = page.getByRole('log', { name: 'Notifications' });
  }

  /** Opens the Cache panel connected to `serverUrl`, watches `uri` and returns that read's row. */
  async openWatching(serverUrl: string, uri: string): Promise<Locator> {
    await this.page.goto(`./?server=${encodeURIComponent(serverUrl)}&panel=cache`);
    await expect(this.page.getByRole('status').filter({ hasText: '2026-07-28' })).toBeVisible();
    await this.watch(uri);
    return this.row('resources/read', uri);
  }

  /**
   * Calls server-everything's `toggle-subscriber-updates` tool, which sends one
   * `notifications/resources/updated` for each subscribed URI at once, then returns to Subscriptions.
   */
  async startEverythingUpdates(): Promise<void> {
    await this.page.getByRole('tab', { name: 'Tools', exact: true }).click();
    await this.page.getByRole('navigation', { name: 'Tool list' }).getByRole('button', { name: /toggle-subscriber-updates/ }).click();
    await this.page.getByRole('button', { name: 'Call tool', exact: true }).click();
    await expect(this.page.getByRole('region', { name: 'Tool result' })).toContainText('Started simulated resource updated notifications');
    await this.page.getByRole('tab', { name: 'Subscriptions', exact: true }).click();
  }

  /** Reads `uri` through the cache and keeps it observed (Cache panel "Watch"). */
  async watch(uri: string): Promise<void> {
    await this.page.getByRole('textbox', { name: 'Resource URI' }).fill(uri);
    await this.page.getByRole('button', { name: 'Watch', exact: true }).click();
  }

  /** The Cache row of `method` whose params mention `text`. */
  row(method: string, text: string): Locator {
    return this.cache
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell', { name: method, exact: true }) })
      .filter({ hasText: text });
  }

  async expectStatus(row: Locator, status: 'fresh' | 'stale' | 'fetching'): Promise<void> {
    await expect(row.getByRole('cell', { name: status, exact: true })).toBeVisible();
  }

  /** Adds a URI to the subscription filter and opens a subscription. */
  async listenTo(uri: string): Promise<void> {
    await this.page.getByRole('textbox', { name: 'Resource URI to subscribe' }).fill(uri);
    await this.page.getByRole('button', { name: 'Add', exact: true }).click();
    await this.page.getByRole('button', { name: 'Listen', exact: true }).click();
  }

  acknowledged(): Locator {
    return this.page.getByRole('list', { name: 'Acknowledged' });
  }
}
