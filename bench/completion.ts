import { chromium, type Page } from '@playwright/test';
import { startDemoHttpServer } from '../demo-server/http';
import { servePreview } from './browser';
import type { BenchResult } from './stats';

/** Its own preview port, so this section can run alone or next to the others. */
const PORT = 4491;
const WORD = 'typescript';
/** Longer than the console's completion debounce, so a late request is still counted. */
const SETTLE_MS = 1500;
const PACES: { label: string; delayMs: number }[] = [
  { label: 'at 80 ms per key (human pace)', delayMs: 80 },
  { label: 'at 0 ms per key (paste-fast)', delayMs: 0 },
];

/**
 * Counts the `completion/complete` requests (spec §16) the console sends while a 10-character
 * word is typed into the `language` argument of the demo server's `code-review` prompt. The
 * demo server runs over loopback HTTP here, so every request is a real network request the
 * page makes; the count starts after the form is ready, so only typing is measured.
 */
async function countWhileTyping(page: Page, appUrl: string, serverUrl: string, delayMs: number): Promise<number> {
  let count = 0;
  // A measuring window, not a test wait: debounced requests are only observable by letting time pass.
  const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  page.on('request', (request) => {
    if (request.url() === serverUrl && (request.postData() ?? '').includes('"completion/complete"')) count += 1;
  });
  await page.goto(`${appUrl}?server=${encodeURIComponent(serverUrl)}&panel=prompts&prompt=code-review`);
  const field = page.getByRole('combobox', { name: 'language', exact: true });
  await field.waitFor();
  await field.click();
  // Focusing may ask for suggestions for the empty value; that is not typing.
  await settle();
  const before = count;
  await page.keyboard.type(WORD, { delay: delayMs });
  await page.getByRole('option', { name: WORD, exact: true }).waitFor();
  await settle();
  return count - before;
}

/** `completion/complete` requests per typed word, at a human pace and as fast as possible. */
export async function benchCompletionTyping(): Promise<BenchResult[]> {
  const preview = await servePreview(PORT);
  const server = await startDemoHttpServer({ port: 0 });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const results: BenchResult[] = [];
  try {
    for (const pace of PACES) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const sent = await countWhileTyping(page, preview.url, server.url, pace.delayMs);
      results.push({ name: `completion/complete requests while typing "${WORD}" (10 keys) ${pace.label}`, value: sent, unit: 'count' });
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
    preview.stop();
  }
  return results;
}

// `npx tsx bench/completion.ts` runs this section alone.
if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  void benchCompletionTyping().then((results) => {
    for (const r of results) console.log(`${String(r.value).padStart(6)} ${r.unit} ${r.name}`);
  });
}
