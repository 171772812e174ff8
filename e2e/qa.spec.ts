import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { ConsolePage } from './pages/console-page';
import { QaPage } from './pages/qa-page';
import { E2E_PORTS, fixtureUrl, fixtureLocks } from './ports';

// Shares fixtures whose state other specs change (e2e/ports.ts): never side by side with them.
test.describe.configure({ lock: fixtureLocks('defect') });

test('the QA panel checks the embedded demo server with no failures and exports Markdown', async ({ page }) => {
  const app = new ConsolePage(page);
  await app.open('panel=qa');
  await app.expectConnected('2026-07-28');
  const qa = new QaPage(page);
  await qa.runAll();
  await expect(qa.row('cache.ttl.resources-list')).toContainText('pass');
  await expect(qa.row('http.method-header-mismatch')).toContainText('pass');
  await expect(qa.rowsWithStatus('pass')).not.toHaveCount(0);
  await expect(qa.rowsWithStatus('fail')).toHaveCount(0);

  const download = await qa.exportMarkdown();
  expect(download.suggestedFilename()).toMatch(/^mcp-conformance-.*\.md$/);
  const markdown = await readFile(await download.path(), 'utf8');
  expect(markdown).toContain('# MCP conformance report');
  expect(markdown).toContain('| cache.ttl.resources-list | ✅ pass |');
});

test('against the defect server the report lists the planted failures, one check can be re-run on its own, and a finding links to the traffic', async ({ page }) => {
  const app = new ConsolePage(page);
  await app.open(`server=${encodeURIComponent(fixtureUrl(E2E_PORTS.defect))}&panel=qa`);
  await app.expectConnected('2026-07-28');
  const qa = new QaPage(page);
  await qa.runAll();
  for (const id of ['cache.ttl.tools-list', 'cache.scope.resources-read', 'resources.missing', 'http.method-header-mismatch', 'listen.subscription-id']) {
    await expect(qa.row(id).getByRole('cell', { name: 'fail', exact: true })).toBeVisible();
  }
  // The spec says SHOULD for these two, so their planted defects warn.
  for (const id of ['prompts.unknown', 'tools.name-unique']) {
    await expect(qa.row(id).getByRole('cell', { name: 'warn', exact: true })).toBeVisible();
  }
  // A browser cannot forge Origin, so that check does not apply here.
  await expect(qa.row('http.origin-validated').getByRole('cell', { name: 'n/a', exact: true })).toBeVisible();

  const rerun = qa.row('prompts.unknown');
  await rerun.getByRole('button', { name: 'Re-run prompts.unknown', exact: true }).click();
  await expect(rerun.getByRole('cell', { name: 'warn', exact: true })).toBeVisible();

  const row = qa.row('resources.missing');
  await row.getByRole('button', { name: /^Show exchange \d+$/ }).first().click();
  await expect(page.getByRole('tab', { name: 'Traffic', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(app.traffic).toBeVisible();
});

test('a server whose CORS allow-list lacks Mcp-Name is warned by the CORS header check (a browser need, not an MCP MUST)', async ({ page }) => {
  const app = new ConsolePage(page);
  const url = `${fixtureUrl(E2E_PORTS.defect)}?defects=cors.allow-headers`;
  await app.open(`server=${encodeURIComponent(url)}&panel=qa`);
  await app.expectConnected('2026-07-28');
  const qa = new QaPage(page);
  await qa.runAll();
  await expect(qa.row('cors.preflight').getByRole('cell', { name: 'pass', exact: true })).toBeVisible();
  await expect(qa.row('cors.allow-headers').getByRole('cell', { name: 'warn', exact: true })).toBeVisible();
  await expect(qa.row('cors.allow-headers')).toContainText('mcp-name');
});

test('the unmodified server-everything (legacy) fails only the ended-session check (400, not 404, for a session it ended), CORS included', async ({ page }) => {
  const app = new ConsolePage(page);
  await app.open(`server=${encodeURIComponent(fixtureUrl(E2E_PORTS.everything))}&panel=qa`);
  await app.expectConnected('2025-11-25');
  const qa = new QaPage(page);
  await qa.runAll();
  await expect(qa.row('cors.preflight').getByRole('cell', { name: 'pass', exact: true })).toBeVisible();
  await expect(qa.row('resources.legacy-missing').getByRole('cell', { name: 'pass', exact: true })).toBeVisible();
  // A true failure: after its own DELETE answered 200, it answers the ended session's id with 400 (spec: MUST be 404).
  await expect(qa.row('http.ended-session').getByRole('cell', { name: 'fail', exact: true })).toBeVisible();
  await expect(qa.rowsWithStatus('fail')).toHaveCount(1);
});
