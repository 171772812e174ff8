import { expect, type Locator, type Page } from '@playwright/test';

/** Drives the console only through the accessible names of shared/ui-contract.md. */
export class ConsolePage {
  readonly serverUrl: Locator;
  readonly connect: Locator;
  readonly disconnect: Locator;
  readonly status: Locator;
  readonly traffic: Locator;

  constructor(readonly page: Page) {
    this.serverUrl = page.getByRole('textbox', { name: 'Server URL' });
    this.connect = page.getByRole('button', { name: 'Connect', exact: true });
    this.disconnect = page.getByRole('button', { name: 'Disconnect', exact: true });
    this.status = page.getByRole('main').getByRole('status').filter({ hasText: /connect|2026|2025|error|fail/i }).first();
    this.traffic = page.getByRole('table', { name: 'Traffic' });
  }

  async open(query = ''): Promise<void> {
    await this.page.goto(query ? `./?${query}` : './');
  }

  async connectTo(url: string): Promise<void> {
    await this.serverUrl.fill(url);
    await this.connect.click();
  }

  async expectConnected(version: string): Promise<void> {
    // The active server's status: the sidebar lists every connected server's own status too (issue 41).
    await expect(this.page.getByRole('main').getByRole('status').filter({ hasText: version })).toBeVisible();
  }

  async openTab(name: string): Promise<void> {
    await this.page.getByRole('tab', { name, exact: true }).click();
  }

  /** Rows of the Traffic table that have a cell reading exactly `text`, e.g. a JSON-RPC method. */
  trafficRows(text: string): Locator {
    return this.traffic.getByRole('row').filter({ has: this.page.getByRole('cell', { name: text, exact: true }) });
  }

  /** Expands the connection card's details (identity, negotiation evidence, capabilities). */
  async showServerDetails(): Promise<Locator> {
    await this.page.getByText('Server details', { exact: true }).click();
    return this.page.getByRole('region', { name: 'Connection' });
  }
}
