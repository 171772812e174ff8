import { expect, test, type Page } from '@playwright/test';
import { ConsolePage } from './pages/console-page';
import { ToolsPage } from './pages/tools-page';

const PANELS = ['Resources', 'Templates', 'Prompts', 'Tools', 'Subscriptions', 'Cache', 'Traffic', 'QA', 'Timeline', 'History'];

/** Collects every CSP violation the page reports, from the first script on. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  const consoleReports: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) consoleReports.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Reflect.set(window, '__cspViolations', seen);
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`);
    });
  });
  return async () => {
    const fromEvents = await page.evaluate(() => {
      const seen: unknown = Reflect.get(window, '__cspViolations');
      return Array.isArray(seen) ? seen.map(String) : ['violation recorder missing'];
    });
    return [...fromEvents, ...consoleReports];
  };
}

test('the built app carries a CSP that blocks inline scripts', async ({ page }) => {
  const violations = await recordViolations(page);
  const app = new ConsolePage(page);
  await app.open();
  await app.expectConnected('2026-07-28');
  await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute('content', /script-src 'self';/);
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true';
    document.head.append(script);
    return Reflect.get(window, '__inlineRan') === true;
  });
  expect(ran).toBe(false);
  await expect.poll(violations).toContainEqual(expect.stringContaining('script-src'));
});

test('every panel on the demo server and the Monaco JSON editor work with zero CSP violations', async ({ page }) => {
  const violations = await recordViolations(page);
  const app = new ConsolePage(page);
  await app.open();
  await app.expectConnected('2026-07-28');
  for (const name of PANELS) {
    await app.openTab(name);
    await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name, exact: true })).not.toContainText('Loading…');
  }
  const tools = new ToolsPage(page);
  await tools.openTool('echo');
  await page.getByRole('tab', { name: 'JSON', exact: true }).click();
  const editor = page.locator('.monaco-editor');
  await expect(editor).toBeVisible();
  await editor.click();
  await page.keyboard.insertText('{"message": "csp"}');
  await expect(editor).toContainText('csp');
  expect(await violations()).toEqual([]);
});
