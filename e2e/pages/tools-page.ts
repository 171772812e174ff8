import { expect, type Locator, type Page } from '@playwright/test';
import { ConsolePage } from './console-page';

/** The Tools panel, driven through the accessible names of shared/ui-contract.md. */
export class ToolsPage extends ConsolePage {
  readonly callTool: Locator;
  readonly result: Locator;

  constructor(page: Page) {
    super(page);
    this.callTool = page.getByRole('button', { name: 'Call tool', exact: true });
    this.result = page.getByRole('region', { name: 'Tool result' });
  }

  /** Opens the console on `server` (in-page demo when undefined) with the Tools panel on `tool`. */
  async openTool(tool: string, server?: string): Promise<void> {
    const params = new URLSearchParams({ panel: 'tools', tool });
    if (server !== undefined) params.set('server', server);
    await this.open(params.toString());
    await expect(this.callTool).toBeVisible();
  }

  /** Selects `tool` in the Tool list of an open Tools panel, by the name the server gave it. */
  async selectTool(tool: string): Promise<void> {
    const list = this.page.getByRole('navigation', { name: 'Tool list' });
    const item = list.getByRole('listitem').filter({ has: this.page.getByText(tool, { exact: true }) }).getByRole('button');
    await item.click();
    // Its form replaces the last tool's in the same render: Call tool now calls this one.
    await expect(item).toHaveAttribute('aria-current', 'true');
    await expect(this.callTool).toBeVisible();
  }

  /** A tool argument control, named by the property's title or name (ui-contract.md). */
  argument(name: string, role: 'textbox' | 'spinbutton' | 'checkbox' | 'combobox' = 'textbox'): Locator {
    return this.page.getByRole(role, { name, exact: true });
  }

  /** The Request headers table of the last `method` exchange in the Traffic panel. */
  async lastRequestHeaders(method: string): Promise<Locator> {
    await this.openTab('Traffic');
    await this.trafficRows(method).last().click();
    return this.page.getByRole('table', { name: 'Request headers' });
  }
}
