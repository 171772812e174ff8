import { expect, type Locator, type Page } from '@playwright/test';
import { ConsolePage } from './console-page';

/** The History panel, driven through the accessible names of shared/ui-contract.md. */
export class HistoryPage extends ConsolePage {
  readonly table: Locator;
  readonly compare: Locator;
  readonly diff: Locator;

  constructor(page: Page) {
    super(page);
    this.table = page.getByRole('table', { name: 'History' });
    this.compare = page.getByRole('button', { name: 'Compare', exact: true });
    this.diff = page.getByRole('region', { name: 'Diff' });
  }

  /** One row per call (the header row has no Re-run button). */
  get rows(): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('button', { name: 'Re-run', exact: true }) });
  }

  /** The rows whose cells contain `text` (a target or an arguments summary). */
  rowsWith(text: string): Locator {
    return this.rows.filter({ hasText: text });
  }

  async select(...numbers: number[]): Promise<void> {
    for (const n of numbers) await this.page.getByRole('checkbox', { name: `Select call ${n}`, exact: true }).check();
  }

  async pin(name: string): Promise<void> {
    await this.page.getByRole('textbox', { name: 'Collection name' }).fill(name);
    await this.page.getByRole('button', { name: /^Pin \d+ to collection$/ }).click();
  }

  collection(name: string): Locator {
    return this.page.getByRole('region', { name: `Collection ${name}` });
  }

  runReport(name: string): Locator {
    return this.page.getByRole('table', { name: `Run of ${name}` });
  }

  /** Runs a collection and waits for its summary (`<n> passed, <m> failed`). */
  async runCollection(name: string, summary: string): Promise<void> {
    const collection = this.collection(name);
    await collection.getByRole('button', { name: 'Run collection', exact: true }).click();
    await expect(collection.getByRole('status')).toHaveText(summary);
  }
}
