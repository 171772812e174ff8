import { expect, test, type APIRequestContext } from '@playwright/test';
import { ConsolePage } from './pages/console-page';
import { QaPage } from './pages/qa-page';
import { E2E_PORTS, fixtureUrl, fixtureLocks } from './ports';

// Shares fixtures whose state other specs change (e2e/ports.ts): never side by side with them.
test.describe.configure({ lock: fixtureLocks('qaLegacyBroken') });

/** The tools the broken fixture annotates readOnlyHint: true; the others are destructive, not read-only or unannotated. */
const READ_ONLY = ['ask', 'chatty', 'count', 'echo', 'forecast', 'lookup', 'pixel', 'slow', 'weather'];
const UNSAFE = ['delete_everything', 'write_note', 'unannotated'];

/** Calls per tool as the fixture counted them (GET /control/calls); cumulative, so tests compare before and after. */
async function callCounts(request: APIRequestContext): Promise<Record<string, number>> {
  const response = await request.get(new URL('/control/calls', fixtureUrl(E2E_PORTS.qaLegacyBroken)).href);
  expect(response.ok()).toBe(true);
  const body: unknown = await response.json();
  if (typeof body !== 'object' || body === null) throw new Error('calls is not an object');
  return Object.fromEntries(Object.entries(body).map(([name, count]) => [name, Number(count)]));
}

/** Tools called since `before`, by name. */
function calledSince(before: Record<string, number>, after: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(after).filter(([name, count]) => count > (before[name] ?? 0)).map(([name, count]) => [name, count - (before[name] ?? 0)]));
}

// The broken legacy fixture's read-only `weather` tool returns structuredContent whose `celsius`
// is a string where its outputSchema says number. Validating it needs a JSON Schema validator
// that runs under the app's CSP, which has no 'unsafe-eval'.
test('with "Call read-only tools" on, a schema mismatch of a tool result shows in the browser under the CSP', async ({ page, request }) => {
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

  const before = await callCounts(request);
  await qa.runAll();
  const structured = qa.row('tools.call-structured-content');
  await expect(structured.getByRole('cell', { name: 'fail', exact: true })).toBeVisible();
  await expect(structured).toContainText('weather: structuredContent does not match outputSchema');
  await expect(structured).toContainText('#/celsius');
  // The panel called only read-only tools, and the fixture saw them (the Node-side counter, not the UI).
  const called = calledSince(before, await callCounts(request));
  expect(Object.keys(called).filter((name) => !READ_ONLY.includes(name))).toEqual([]);
  expect(called.weather).toBeGreaterThan(0);
  for (const name of UNSAFE) expect(called[name], name).toBeUndefined();
  await expect(qa.row('tools.call-content').getByRole('cell', { name: /^(pass|fail|warn)$/ })).toBeVisible();
  expect(cspViolations).toEqual([]);

  // The choice is remembered; without it no tool is called and the tool-call checks do not apply.
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Call read-only tools' })).toBeChecked();
  await page.getByRole('checkbox', { name: 'Call read-only tools' }).uncheck();
  const unchecked = await callCounts(request);
  await qa.runAll();
  await expect(qa.row('tools.call-structured-content').getByRole('cell', { name: 'n/a', exact: true })).toBeVisible();
  expect(calledSince(unchecked, await callCounts(request))).toEqual({});
});
