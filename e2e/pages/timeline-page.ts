import { expect, type Locator, type Page } from '@playwright/test';

/** The Timeline panel, driven by its accessible names (ui-contract.md: region `Timeline`, table `Timeline events`). */
export class TimelinePage {
  readonly axis: Locator;
  readonly events: Locator;
  readonly details: Locator;
  readonly filter: Locator;

  constructor(readonly page: Page) {
    this.axis = page.getByRole('region', { name: 'Timeline', exact: true });
    this.events = page.getByRole('table', { name: 'Timeline events' });
    this.details = page.getByRole('region', { name: 'Timeline event details' });
    this.filter = page.getByRole('searchbox', { name: 'Filter timeline events' });
  }

  /** Body rows whose lane cell reads exactly `lane`, optionally containing `text`. */
  rows(lane: string, text?: string | RegExp): Locator {
    const rows = this.events.getByRole('row').filter({ has: this.page.getByRole('cell', { name: lane, exact: true }) });
    return text === undefined ? rows : rows.filter({ hasText: text });
  }

  /** Lane, offset (s since the first event) and label of every body row in the DOM, in table order. */
  async table(): Promise<{ lane: string; offset: number; label: string }[]> {
    const texts = await this.events.getByRole('rowgroup').nth(1).getByRole('row').allInnerTexts();
    return texts.map((text) => {
      const [lane = '', time = '', label = ''] = text.split('\t').map((part) => part.trim());
      return { lane, offset: Number(time.replace(/[^\d.]/g, '')), label };
    });
  }

  async expectRow(lane: string, text?: string | RegExp): Promise<void> {
    await expect(this.rows(lane, text).first()).toBeVisible();
  }
}
