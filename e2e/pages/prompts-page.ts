import { expect, type Locator, type Page } from '@playwright/test';

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

  /**
   * server-everything's prompts, as every transport must carry them: Arguments Prompt gets its
   * message, and Team Management's department completes (completion/complete) to Engineering.
   */
  async everythingArgumentsAndCompletion(): Promise<void> {
    await this.prompt('Arguments Prompt').click();
    await this.argument('city').fill('Lisbon');
    await this.argument('state').fill('Lisboa');
    await this.getPrompt.click();
    await expect(this.message('user')).toContainText("What's weather in Lisbon, Lisboa?");
    await this.prompt('Team Management').click();
    await this.argument('department').pressSequentially('E');
    await expect(this.options()).toHaveText(['Engineering']);
  }
}
