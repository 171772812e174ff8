import type { Locator, Page } from '@playwright/test';

/** The Prompts panel and the Input required dialog, by the accessible names of shared/ui-contract.md. */
export class PromptsPage {
  readonly getPrompt: Locator;
  readonly messages: Locator;
  readonly inputRequired: Locator;

  constructor(readonly page: Page) {
    this.getPrompt = page.getByRole('button', { name: 'Get prompt', exact: true });
    this.messages = page.getByRole('region', { name: 'Messages' });
    this.inputRequired = page.getByRole('dialog', { name: 'Input required' });
  }

  prompt(title: string): Locator {
    return this.page.getByRole('list', { name: 'Prompts' }).getByRole('button', { name: title });
  }

  argument(label: string): Locator {
    return this.page.getByRole('combobox', { name: label, exact: true });
  }

  /** An argument edited over several lines (its name or description says code or text). */
  textArgument(label: string): Locator {
    return this.page.getByRole('textbox', { name: label, exact: true });
  }

  option(name: string): Locator {
    return this.page.getByRole('option', { name, exact: true });
  }

  options(): Locator {
    return this.page.getByRole('option');
  }

  message(role: 'user' | 'assistant'): Locator {
    return this.messages.getByRole('article', { name: role, exact: true });
  }
}
