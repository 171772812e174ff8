import { expect, type Locator, type Page } from '@playwright/test';

/** The sign-in part of the connection card (spec §22), through its accessible names. */
export class AuthPage {
  readonly steps: Locator;
  readonly signIn: Locator;
  readonly signOut: Locator;
  readonly clientId: Locator;
  readonly clientSecret: Locator;
  readonly usePreRegistered: Locator;

  constructor(readonly page: Page) {
    this.steps = page.getByRole('region', { name: 'Auth' });
    this.signIn = page.getByRole('button', { name: 'Sign in', exact: true });
    this.signOut = page.getByRole('button', { name: 'Sign out', exact: true });
    this.clientId = page.getByRole('textbox', { name: 'Client ID' });
    this.clientSecret = page.getByRole('textbox', { name: 'Client secret' });
    this.usePreRegistered = page.getByRole('checkbox', { name: 'Use a pre-registered client' });
  }

  /** A step of the Auth list by its name and outcome, e.g. `step('Token', 'ok')`. */
  step(name: string, outcome: 'ok' | 'failed' | 'waiting'): Locator {
    return this.steps.getByRole('listitem', { name: `${name}: ${outcome}`, exact: true });
  }

  /** Presses Sign in and waits for the popup (the fixture approves at once) to close itself. */
  async completeSignIn(): Promise<void> {
    const popup = this.page.waitForEvent('popup');
    await this.signIn.click();
    const window = await popup;
    // Polled, not awaited as an event: the popup may close before a listener could attach.
    await expect.poll(() => window.isClosed()).toBe(true);
  }

  async expectSignInRequired(): Promise<void> {
    await expect(this.page.getByRole('status').filter({ hasText: 'Sign in required' })).toBeVisible();
  }
}
