import { expect, type Download, type Locator, type Page } from '@playwright/test';

/** The QA panel, driven through the names of shared/ui-contract.md. */
export class QaPage {
  readonly run: Locator;
  readonly checks: Locator;

  constructor(readonly page: Page) {
    this.run = page.getByRole('button', { name: 'Run checks', exact: true });
    this.checks = page.getByRole('table', { name: 'Checks' });
  }

  /**
   * Runs every check and waits until the report is complete (the export becomes available).
   * Passed and n/a groups start collapsed; `expand` (default) opens every group afterwards.
   */
  async runAll({ expand = true } = {}): Promise<void> {
    await this.run.click();
    await expect(this.page.getByRole('button', { name: 'Export Markdown', exact: true })).toBeEnabled({ timeout: 60_000 });
    if (expand) await this.page.getByRole('button', { name: 'Expand all', exact: true }).click();
  }

  /** The visible rows of checks (not group or detail rows): each has its check id as row header. */
  checkRows(): Locator {
    return this.checks.getByRole('row').filter({ has: this.page.getByRole('rowheader') });
  }

  /** The disclosure button of a group, e.g. `discovery: 3 fail`. */
  group(name: string | RegExp): Locator {
    return this.checks.getByRole('button', { name });
  }

  /** The row of one check, found by its id. */
  row(id: string): Locator {
    return this.checks.getByRole('row').filter({ has: this.page.getByRole('rowheader').filter({ hasText: id }) });
  }

  /** Rows whose status cell reads exactly `status`. */
  rowsWithStatus(status: 'pass' | 'fail' | 'warn' | 'n/a'): Locator {
    return this.checks.getByRole('row').filter({ has: this.page.getByRole('cell', { name: status, exact: true }) });
  }

  async exportMarkdown(): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await this.page.getByRole('button', { name: 'Export Markdown', exact: true }).click();
    return download;
  }
}
