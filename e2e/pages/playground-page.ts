import { expect, type Locator, type Page } from '@playwright/test';
import { E2E_PORTS } from '../ports';
import { ConsolePage } from './console-page';

export type Provider = 'openai' | 'anthropic';

export const PROVIDERS: readonly Provider[] = ['openai', 'anthropic'];

/** The model-API fixture's origin (e2e/fixtures/model-api/server.ts). */
export const MODEL_API = `http://127.0.0.1:${E2E_PORTS.modelApi}`;

const PROVIDER_LABELS: Record<Provider, string> = { openai: 'OpenAI-compatible', anthropic: 'Anthropic' };

/** OpenAI-compatible clients take the `/v1` base, Anthropic's the origin. */
export const baseUrlFor = (provider: Provider): string => (provider === 'openai' ? `${MODEL_API}/v1` : MODEL_API);

export interface ModelChoice {
  provider: Provider;
  apiKey: string;
  model?: string;
  remember?: boolean;
}

/** The Playground panel and the Model settings dialog, by the accessible names of shared/ui-contract.md. */
export class PlaygroundPage extends ConsolePage {
  readonly conversation: Locator;
  readonly system: Locator;
  readonly message: Locator;
  readonly send: Locator;
  readonly stop: Locator;
  readonly settings: Locator;
  readonly allow: Locator;
  readonly deny: Locator;
  /** The per-session switch that lets read-only tools run without asking. */
  readonly autoRunReadOnly: Locator;
  /** The field that names a resource to attach to the next message, and the chips of those attached. */
  readonly resourceToAttach: Locator;
  readonly attached: Locator;

  constructor(page: Page) {
    super(page);
    this.conversation = page.getByRole('log', { name: 'Conversation' });
    this.system = page.getByRole('textbox', { name: 'System prompt', exact: true });
    this.message = page.getByRole('textbox', { name: 'Message', exact: true });
    this.send = page.getByRole('button', { name: 'Send', exact: true });
    this.stop = page.getByRole('button', { name: 'Stop', exact: true });
    this.settings = page.getByRole('dialog', { name: 'Model settings' });
    this.allow = this.conversation.getByRole('button', { name: 'Allow', exact: true });
    this.deny = this.conversation.getByRole('button', { name: 'Deny', exact: true });
    this.autoRunReadOnly = page.getByRole('checkbox', { name: 'Run read-only tools without asking', exact: true });
    this.resourceToAttach = page.getByRole('combobox', { name: 'Resource to attach', exact: true });
    this.attached = page.getByRole('list', { name: 'Attached resources', exact: true });
  }

  /** Opens the console connected to `server` with the Playground panel showing. */
  async openOn(server: string): Promise<void> {
    await this.open(`server=${encodeURIComponent(server)}&panel=playground`);
    await this.expectConnected('2026-07-28');
    await expect(this.page.getByRole('button', { name: 'Model settings', exact: true })).toBeVisible();
  }

  /** Fills and saves the Model settings dialog, opened from wherever `opener` is. */
  async configure(choice: ModelChoice, opener: Locator = this.page.getByRole('button', { name: 'Model settings', exact: true })): Promise<void> {
    await opener.click();
    await expect(this.settings).toBeVisible();
    await this.settings.getByRole('combobox', { name: 'Provider', exact: true }).selectOption({ label: PROVIDER_LABELS[choice.provider] });
    await this.settings.getByRole('textbox', { name: 'Base URL', exact: true }).fill(baseUrlFor(choice.provider));
    await this.settings.getByLabel('API key', { exact: true }).fill(choice.apiKey);
    await this.settings.getByLabel('Model', { exact: true }).fill(choice.model ?? 'fixture-model');
    await this.settings.getByRole('checkbox', { name: 'Remember on this device', exact: true }).setChecked(choice.remember ?? false);
    await this.settings.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(this.settings).toHaveCount(0);
  }

  /** The card of a call the model made, named by the tool name it used. */
  card(toolName: string): Locator {
    return this.conversation.getByRole('article', { name: `Tool call ${toolName}`, exact: true });
  }

  /** Attaches a resource by its typed URI (Enter in the field attaches it). */
  async attach(uri: string): Promise<void> {
    await this.resourceToAttach.fill(uri);
    await this.resourceToAttach.press('Enter');
    await expect(this.attached.getByRole('listitem').filter({ hasText: uri })).toHaveCount(1);
  }

  async ask(text: string): Promise<void> {
    await this.message.fill(text);
    await this.send.click();
  }

  /** Where the page keeps things: every localStorage and sessionStorage value, as text. */
  async storage(): Promise<{ local: string; session: string }> {
    return this.page.evaluate(() => ({
      local: JSON.stringify(Object.entries(localStorage)),
      session: JSON.stringify(Object.entries(sessionStorage)),
    }));
  }
}
