import type { Locator, Page } from '@playwright/test';

/** The Templates panel, by the accessible names of shared/ui-contract.md. */
export class TemplatesPage {
  readonly expandedUri: Locator;
  readonly read: Locator;
  readonly contents: Locator;

  constructor(readonly page: Page) {
    this.expandedUri = page.getByRole('textbox', { name: 'Expanded URI' });
    this.read = page.getByRole('button', { name: 'Read', exact: true });
    this.contents = page.getByRole('region', { name: 'Resource contents' });
  }

  variable(name: string): Locator {
    return this.page.getByRole('combobox', { name, exact: true });
  }

  option(name: string): Locator {
    return this.page.getByRole('option', { name, exact: true });
  }

  options(): Locator {
    return this.page.getByRole('option');
  }

  template(title: string): Locator {
    return this.page.getByRole('list', { name: 'Resource templates' }).getByRole('button', { name: title });
  }
}
