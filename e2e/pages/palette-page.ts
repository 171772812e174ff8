import { expect, type Locator, type Page } from '@playwright/test';
import { ConsolePage } from './console-page';

/** The command palette, by the accessible names of shared/ui-contract.md. */
export class PalettePage {
  readonly dialog: Locator;
  readonly search: Locator;
  readonly options: Locator;
  readonly button: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Command palette' });
    this.search = this.dialog.getByRole('combobox', { name: 'Search commands' });
    this.options = this.dialog.getByRole('listbox', { name: 'Commands' }).getByRole('option');
    this.button = page.getByRole('button', { name: 'Commands', exact: true });
  }

  /** Opens the console on the in-page demo server with `panel` open, once connected. */
  static async onDemo(page: Page, panel: string): Promise<PalettePage> {
    const app = new ConsolePage(page);
    await app.open(`panel=${panel}`);
    await app.expectConnected('2026-07-28');
    return new PalettePage(page);
  }

  /** Ctrl+K, then types `text` into the search box. */
  async find(text: string): Promise<void> {
    await this.page.keyboard.press('Control+k');
    await expect(this.search).toBeFocused();
    await this.search.fill(text);
  }

  option(name: string): Locator {
    return this.dialog.getByRole('option', { name, exact: true });
  }

  /** The option the search box points at (aria-activedescendant). */
  async activeOption(): Promise<Locator> {
    const id = await this.search.getAttribute('aria-activedescendant');
    expect(id).not.toBeNull();
    return this.page.locator(`[id="${id ?? ''}"]`);
  }
}
