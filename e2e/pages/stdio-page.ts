import { expect, type Locator, type Page } from '@playwright/test';
import { ConsolePage } from './console-page';

/** A saved server's button name: "Use <name> <url>". */
function savedServerName(name: string): RegExp {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^Use ${escaped} `);
}

/** A console served by `mcp-console -- <command>`: the stdio parts of the connection card (ui-contract.md). */
export class StdioPage extends ConsolePage {
  readonly card: Locator;
  /** The row saying it is a local stdio server: command, process id, uptime, `Restart server`. */
  readonly facts: Locator;
  readonly output: Locator;
  readonly restart: Locator;

  constructor(page: Page) {
    super(page);
    this.card = page.getByRole('region', { name: 'Connection' });
    this.facts = this.card.getByRole('group', { name: 'Local stdio server' });
    this.output = page.getByRole('log', { name: 'Server output' });
    this.restart = page.getByRole('button', { name: 'Restart server', exact: true });
  }

  /** The alert saying the process exited. */
  exitAlert(): Locator {
    return this.card.getByRole('alert').filter({ hasText: 'The stdio server exited' });
  }

  /** The process id the card shows, once the process runs. */
  async pid(): Promise<number> {
    await expect(this.facts).toContainText(/Process id\s*\d+/);
    const match = /Process id\s*(\d+)/.exec((await this.facts.textContent()) ?? '');
    return Number(match?.[1]);
  }

  /** A saved server in the sidebar, by its name (its button reads "Use <name> <url>"). */
  savedServer(name: string): Locator {
    return this.page.getByRole('list', { name: 'Saved servers' }).getByRole('button', { name: savedServerName(name) });
  }

  /** The list item of a saved server (its card in the sidebar), by its name. */
  savedServerItem(name: string): Locator {
    return this.page.getByRole('list', { name: 'Saved servers' }).getByRole('listitem').filter({ has: this.page.getByRole('button', { name: savedServerName(name) }) });
  }

  /** The status once it names no negotiated version: the connection is not `Connected`. */
  async expectNotConnected(): Promise<void> {
    await expect(this.card.getByRole('status')).not.toContainText('Connected');
  }
}
