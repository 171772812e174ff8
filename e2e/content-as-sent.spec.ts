import { expect, test, type Locator } from '@playwright/test';
import { DIRECTORY_LISTING, TOOL_DESCRIPTION } from './fixtures/tools-only-server';
import { ConsolePage } from './pages/console-page';
import { PromptsPage } from './pages/prompts-page';
import { ToolsPage } from './pages/tools-page';
import { E2E_PORTS, fixtureUrl, fixtureLocks } from './ports';

// Shares fixtures whose state other specs change (e2e/ports.ts): never side by side with them.
test.describe.configure({ lock: fixtureLocks('toolsOnly') });

/**
 * The top of each needle's text on screen, measured with a Range over the text node that holds
 * it: two lines of one text node are told apart only by where the browser lays them out.
 */
async function lineTops(region: Locator, needles: readonly string[]): Promise<number[]> {
  return region.evaluate((root, wanted) => {
    const tops: number[] = [];
    for (const needle of wanted) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
        const at = node.textContent?.indexOf(needle) ?? -1;
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + needle.length);
        tops.push(range.getBoundingClientRect().top);
        break;
      }
    }
    return tops;
  }, needles);
}

test.describe('content looks the way it was sent (issue 33)', () => {
  test.beforeEach(async ({ page }) => {
    // The Render Markdown choice is remembered per view; every test starts from the default.
    await page.addInitScript(() => localStorage.clear());
  });

  test("a tool's multi-line text shows one entry per line; Render Markdown gives the other reading", async ({ page }) => {
    const tools = new ToolsPage(page);
    await tools.openTool('list_directory', fixtureUrl(E2E_PORTS.toolsOnly));
    await tools.callTool.click();
    await expect(tools.result.getByRole('status')).toContainText('Succeeded');
    expect(await tools.result.innerText()).toContain(DIRECTORY_LISTING);
    const [file = 0, dir = 0] = await lineTops(tools.result, ['[FILE] README.md', '[DIR] notes']);
    expect(dir).toBeGreaterThan(file);

    const toggle = tools.result.getByRole('button', { name: 'Render Markdown' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    // As Markdown, a single newline is a soft break: both entries share one line.
    await expect.poll(async () => new Set(await lineTops(tools.result, ['[FILE] README.md', '[DIR] notes'])).size).toBe(1);
  });

  test("a tool's description keeps its paragraphs and list", async ({ page }) => {
    const tools = new ToolsPage(page);
    await tools.openTool('list_directory', fixtureUrl(E2E_PORTS.toolsOnly));
    const detail = page.getByText('Each entry is on its own line:');
    await expect(detail).toBeVisible();
    expect(await detail.innerText()).toBe(TOOL_DESCRIPTION);
    const [intro = 0, first = 0, second = 0] = await lineTops(detail, ['Lists a directory.', '- [FILE] for a file', '- [DIR] for a folder']);
    expect(first).toBeGreaterThan(intro);
    expect(second).toBeGreaterThan(first);
  });

  test("a prompt message's lines stay apart", async ({ page }) => {
    const app = new ConsolePage(page);
    const prompts = new PromptsPage(page);
    await app.open('panel=prompts&prompt=code-review');
    await app.expectConnected('2026-07-28');
    await prompts.argument('language').fill('js');
    await prompts.textArgument('code').fill('let x = 1\nlet y = 2');
    await prompts.getPrompt.click();
    const message = prompts.message('user');
    await expect(message).toContainText('let y = 2');
    expect(await message.innerText()).toContain('security:\n\nlet x = 1\nlet y = 2');
    const [review = 0, x = 0, y = 0] = await lineTops(message, ['Review this js', 'let x = 1', 'let y = 2']);
    expect(x).toBeGreaterThan(review);
    expect(y).toBeGreaterThan(x);
  });
});
