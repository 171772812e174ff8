import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { E2E_PORTS, fixtureUrl } from '../ports';

/** A docs page of the embed-host fixture (strict CSP) that embeds the console under test. */
export class EmbedHostPage {
  /** Content-Security-Policy reports and console errors of the host page and its frames. */
  readonly violations: string[] = [];

  constructor(readonly page: Page) {
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy|postMessage/i.test(message.text())) this.violations.push(message.text());
    });
  }

  async open(name: 'docs.html' | 'walkthrough.html'): Promise<void> {
    const params = new URLSearchParams({ console: `http://127.0.0.1:${E2E_PORTS.app}/`, mcp: fixtureUrl(E2E_PORTS.walkthrough) });
    await this.page.goto(`http://127.0.0.1:${E2E_PORTS.embedHost}/${name}?${params.toString()}`);
  }

  /** The iframe of `<mcp-console id=…>` (inside its shadow root). */
  iframe(id: string): Locator {
    return this.page.locator(`mcp-console#${id} iframe`);
  }

  frame(id: string): FrameLocator {
    return this.page.frameLocator(`mcp-console#${id} iframe`);
  }

  async expectConnected(id: string, version = '2026-07-28'): Promise<void> {
    await expect(this.frame(id).getByRole('status').filter({ hasText: version })).toBeVisible();
  }

  async frameHeight(id: string): Promise<number> {
    return (await this.iframe(id).boundingBox())?.height ?? 0;
  }

  /** Whether the document inside the frame overflows it (a scroll bar would show). */
  async overflows(id: string): Promise<boolean> {
    const frame = await (await this.iframe(id).elementHandle()).contentFrame();
    if (!frame) throw new Error(`no frame for #${id}`);
    return frame.evaluate(() => document.documentElement.scrollHeight > document.documentElement.clientHeight + 1 || document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);
  }
}
