import { expect, test } from '@playwright/test';
import { ConsolePage } from './pages/console-page';

test('the list | detail split is resizable by drag and keyboard and remembered per panel', async ({ page }) => {
  const app = new ConsolePage(page);
  await app.open('panel=resources');
  await app.expectConnected('2026-07-28');
  const separator = page.getByRole('separator', { name: 'Resize the list' });
  const start = Number(await separator.getAttribute('aria-valuenow'));
  await separator.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(separator).toHaveAttribute('aria-valuenow', String(start + 32));

  const box = await separator.boundingBox();
  expect(box).not.toBeNull();
  const x = (box?.x ?? 0) + (box?.width ?? 0) / 2;
  const y = (box?.y ?? 0) + 40;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 60, y, { steps: 4 });
  await page.mouse.up();
  await expect(separator).toHaveAttribute('aria-valuenow', String(start + 92));

  await page.reload();
  await expect(page.getByRole('separator', { name: 'Resize the list' })).toHaveAttribute('aria-valuenow', String(start + 92));
  // Another panel keeps its own width.
  await app.openTab('Tools');
  await expect(page.getByRole('separator', { name: 'Resize the list' })).not.toHaveAttribute('aria-valuenow', String(start + 92));
});

test('Traffic splits its table and the selected exchange, and remembers the width', async ({ page }) => {
  const app = new ConsolePage(page);
  await app.open('panel=traffic');
  await app.expectConnected('2026-07-28');
  await expect(page.getByRole('separator', { name: 'Resize the list' })).toHaveCount(0);
  await app.traffic.getByRole('row').filter({ hasText: 'server/discover' }).first().click();
  const separator = page.getByRole('separator', { name: 'Resize the list' });
  const start = Number(await separator.getAttribute('aria-valuenow'));
  await separator.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(separator).toHaveAttribute('aria-valuenow', String(start - 16));
  await page.reload();
  await app.traffic.getByRole('row').filter({ hasText: 'server/discover' }).first().click();
  await expect(page.getByRole('separator', { name: 'Resize the list' })).toHaveAttribute('aria-valuenow', String(start - 16));
});
