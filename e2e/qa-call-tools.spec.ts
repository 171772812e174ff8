import { expect, test } from '@playwright/test';
import { ConsolePage } from './pages/console-page';
import { QaPage } from './pages/qa-page';
import { E2E_PORTS, fixtureUrl } from './ports';

// The broken legacy fixture's read-only `weather` tool returns structuredContent whose `celsius`
// is a string where its outputSchema says number. Validating it needs a JSON Schema validator
// that runs under the app's CSP, which has no 'unsafe-eval'.
test('with "Call read-only tools" on, a schema mismatch of a tool result shows in the browser under the CSP', async ({ page }) => {
  const cspViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|unsafe-eval/i.test(message.text())) cspViolations.push(message.text());
  });
  const app = new ConsolePage(page);
  await app.open(`server=${encodeURIComponent(fixtureUrl(E2E_PORTS.qaLegacyBroken))}&panel=qa`);
  await app.expectConnected('2025-11-25');
  const qa = new QaPage(page);
  const option = page.getByRole('checkbox', { name: 'Call read-only tools' });
  await expect(option).not.toBeChecked();
  await option.check();

  await qa.runAll();
  const structured = qa.row('tools.call-structured-content');
  await expect(structured.getByRole('cell', { name: 'fail', exact: true })).toBeVisible();
  await expect(structured).toContainText('weather');
  await expect(qa.row('tools.call-content').getByRole('cell', { name: /^(pass|fail|warn)$/ })).toBeVisible();
  expect(cspViolations).toEqual([]);

  // The choice is remembered; without it no tool is called and the tool-call checks do not apply.
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Call read-only tools' })).toBeChecked();
  await page.getByRole('checkbox', { name: 'Call read-only tools' }).uncheck();
  await qa.runAll();
  await expect(qa.row('tools.call-structured-content').getByRole('cell', { name: 'n/a', exact: true })).toBeVisible();
});
