import type { Locator, Page } from '@playwright/test';

/** The Resources panel, through the accessible names of shared/ui-contract.md. */
export class ResourcesPage {
  readonly tree: Locator;
  readonly contents: Locator;
  readonly filter: Locator;

  constructor(readonly page: Page) {
    this.tree = page.getByRole('tree', { name: 'Resources' });
    this.contents = page.getByRole('region', { name: 'Resource contents' });
    this.filter = page.getByRole('searchbox', { name: 'Filter resources' });
  }

  item(name: string): Locator {
    return this.tree.getByRole('treeitem', { name, exact: true });
  }

  button(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }
}
