import { expect, test, type FrameLocator } from '@playwright/test';
import { expectAxeCleanInBothThemes } from './axe-themes';
import { EmbedHostPage } from './pages/embed-host-page';
import { E2E_PORTS, fixtureUrl } from './ports';

test.use({ viewport: { width: 1280, height: 900 } });

/** Runs the step on show and expects it to pass with `text` in its result. */
async function runAndExpect(tour: FrameLocator, count: string, text: string): Promise<void> {
  const walkthrough = tour.getByRole('region', { name: 'Walkthrough' });
  await expect(walkthrough.getByText(count, { exact: true })).toBeVisible();
  await walkthrough.getByRole('button', { name: 'Run step', exact: true }).click();
  await expect(walkthrough.getByRole('status').filter({ hasText: 'Step passed' })).toBeVisible();
  await expect(walkthrough.getByRole('region', { name: 'Step result' })).toContainText(text);
}

test('a three-step walkthrough from a file runs step by step with the expected texts', async ({ page }) => {
  const host = new EmbedHostPage(page);
  await host.open('walkthrough.html');
  await host.expectConnected('file-tour');
  const tour = host.frame('file-tour');
  const walkthrough = tour.getByRole('region', { name: 'Walkthrough' });
  await expect(walkthrough.getByRole('heading', { name: 'Three stops' })).toBeVisible();
  // The caption is Markdown, rendered (no markup characters shown).
  await expect(walkthrough.getByText('First, read the welcome note.')).toBeVisible();
  await expect(walkthrough.getByRole('button', { name: 'Back', exact: true })).toBeDisabled();

  await runAndExpect(tour, 'Step 1 of 3', 'Welcome to the tour');
  // The step opened its panel with its resource selected.
  await expect(tour.getByRole('tab', { name: 'Resources', exact: true })).toHaveAttribute('aria-selected', 'true');
  await walkthrough.getByRole('button', { name: 'Next', exact: true }).click();
  await runAndExpect(tour, 'Step 2 of 3', 'Please greet Ada warmly.');
  await expect(tour.getByRole('tab', { name: 'Prompts', exact: true })).toHaveAttribute('aria-selected', 'true');
  await walkthrough.getByRole('button', { name: 'Next', exact: true }).click();
  await runAndExpect(tour, 'Step 3 of 3', 'The sum is 5');
  await expect(tour.getByRole('tab', { name: 'Tools', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(walkthrough.getByRole('button', { name: 'Next', exact: true })).toBeDisabled();

  // Back returns to a step with its outcome kept.
  await walkthrough.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(walkthrough.getByText('Step 2 of 3', { exact: true })).toBeVisible();
  await expect(walkthrough.getByRole('region', { name: 'Step result' })).toContainText('Please greet Ada warmly.');
  expect(host.violations).toEqual([]);
});

test('an inline walkthrough whose expectation is wrong says that the step failed', async ({ page }) => {
  const host = new EmbedHostPage(page);
  await host.open('walkthrough.html');
  await page.locator('mcp-console#inline-tour').scrollIntoViewIfNeeded();
  await host.expectConnected('inline-tour');
  const walkthrough = host.frame('inline-tour').getByRole('region', { name: 'Walkthrough' });
  await expect(walkthrough.getByText('Step 1 of 1', { exact: true })).toBeVisible();
  await walkthrough.getByRole('button', { name: 'Run step', exact: true }).click();
  await expect(walkthrough.getByRole('alert')).toHaveText('Expectation failed: the result does not contain “The sum is 5”.');
  await expect(walkthrough.getByRole('region', { name: 'Step result' })).toContainText('The sum is 4');
});

test('the walkthrough with a passed step has no axe violations in either theme', async ({ page }) => {
  // The console opened the way an embed opens it, on a walkthrough the host serves with CORS. One
  // load for both themes: the colour scheme is switched in place (decision 0020).
  const params = new URLSearchParams({ embed: '1', server: fixtureUrl(E2E_PORTS.walkthrough), panels: 'tools', walkthrough: `http://127.0.0.1:${E2E_PORTS.embedHost}/tour.yaml` });
  await page.goto(`./?${params.toString()}`);
  const walkthrough = page.getByRole('region', { name: 'Walkthrough' });
  await walkthrough.getByRole('button', { name: 'Run step', exact: true }).click();
  await expect(walkthrough.getByRole('status').filter({ hasText: 'Step passed' })).toBeVisible();
  await expectAxeCleanInBothThemes(page);
});
