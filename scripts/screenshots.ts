/**
 * `npm run screenshots`: regenerates docs/screenshots/ — every panel, light and dark, at 1280 and
 * 1440 px — from the built site (dist-screenshots/, built by the npm script) driven in Debian's
 * Chromium through the ui-contract names. The in-page demo server fills every panel but QA, which
 * runs against the defect fixture so the report shows failures first, and `timeline-session`,
 * the Timeline over the short-TTL fixture with a cache expiry, a listen stream and an update.
 */
import { mkdir } from 'node:fs/promises';
import { chromium, expect, type Page } from '@playwright/test';
import { servePreview } from '../bench/browser';
import { spawnFixture } from '../e2e/fixtures/spawn-fixture';
import { ConsolePage } from '../e2e/pages/console-page';
import { PromptsPage } from '../e2e/pages/prompts-page';
import { ResourcesPage } from '../e2e/pages/resources-page';
import { TemplatesPage } from '../e2e/pages/templates-page';
import { ToolsPage } from '../e2e/pages/tools-page';
import { timelineSessionScene } from './timeline-session-scene';

const OUT = 'docs/screenshots';
const WIDTHS = [1280, 1440] as const;
const THEMES = ['light', 'dark'] as const;
const PREVIEW_PORT = 4498;
const DEFECT_PORT = 4497;
const SHORT_TTL_PORT = 4496;
const GUIDE = 'demo://docs/guide/getting-started.md';

type Theme = (typeof THEMES)[number];
type Scene = (page: Page) => Promise<void>;

async function shoot(page: Page, name: string, theme: Theme): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${OUT}/${name}-${theme}-${width}.png` });
  }
}

/** The demo-server session, in order: each scene leaves its traffic for the later panels. */
const demoScenes: readonly [string, Scene][] = [
  ['resources', async (page) => expect(new ResourcesPage(page).contents).toContainText('demo://docs/guide/getting-started.md')],
  [
    'templates',
    async (page) => {
      const templates = new TemplatesPage(page);
      await new ConsolePage(page).openTab('Templates');
      await templates.template('Repository README').click();
      await templates.variable('owner').fill('acme');
      await templates.variable('repo').fill('widgets');
      await templates.read.click();
      await expect(templates.contents).toContainText('acme/widgets');
    },
  ],
  [
    'prompts',
    async (page) => {
      const prompts = new PromptsPage(page);
      await new ConsolePage(page).openTab('Prompts');
      await prompts.prompt('Review code').click();
      await prompts.argument('language').fill('python');
      await prompts.textArgument('code').fill('def total(items):\n    return sum(i.price for i in items)');
      await prompts.getPrompt.click();
      await expect(prompts.message('user')).toContainText('sum(');
    },
  ],
  [
    'tools',
    async (page) => {
      const tools = new ToolsPage(page);
      await tools.openTab('Tools');
      await page.getByRole('navigation', { name: 'Tool list' }).getByRole('button', { name: /echo/i }).first().click();
      await tools.argument('message').fill('hello from the screenshot script');
      await tools.callTool.click();
      await expect(tools.result).toContainText('hello from the screenshot script');
    },
  ],
  [
    'subscriptions',
    async (page) => {
      await new ConsolePage(page).openTab('Subscriptions');
      await page.getByRole('button', { name: 'Listen', exact: true }).click();
      await expect(page.getByRole('list', { name: 'Acknowledged' })).toBeVisible();
    },
  ],
  ['cache', async (page) => new ConsolePage(page).openTab('Cache').then(() => expect(page.getByRole('table', { name: 'Cache' })).toBeVisible())],
  [
    'traffic',
    async (page) => {
      const app = new ConsolePage(page);
      await app.openTab('Traffic');
      await app.trafficRows('resources/read').first().click();
      await expect(page.getByRole('table', { name: 'Request headers' })).toBeVisible();
    },
  ],
  ['timeline', async (page) => new ConsolePage(page).openTab('Timeline').then(() => expect(page.getByRole('table', { name: 'Timeline events' })).toBeVisible())],
  ['history', async (page) => new ConsolePage(page).openTab('History').then(() => expect(page.getByRole('table', { name: 'History' })).toBeVisible())],
];

async function qaScene(page: Page): Promise<void> {
  await new ConsolePage(page).expectConnected('2026-07-28');
  await page.getByRole('button', { name: 'Run checks', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Checks' }).getByRole('row').nth(1)).toContainText('fail', { timeout: 60_000 });
  // Every check has run once the button is back.
  await expect(page.getByRole('button', { name: 'Run checks', exact: true })).toBeEnabled({ timeout: 120_000 });
}

async function run(): Promise<number> {
  await mkdir(OUT, { recursive: true });
  const preview = await servePreview(PREVIEW_PORT, process.env.SCREENSHOTS_DIST ?? 'dist-screenshots');
  const defect = await spawnFixture('defect-server.ts', { PORT: String(DEFECT_PORT) });
  const shortTtl = await spawnFixture('short-ttl-server.ts', { PORT: String(SHORT_TTL_PORT) });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  let failures = 0;
  const attempt = async (name: string, theme: Theme, page: Page, scene: () => Promise<void>) => {
    try {
      await scene();
      await shoot(page, name, theme);
      console.log(`${name} ${theme}: ok`);
    } catch (error) {
      failures++;
      console.error(`${name} ${theme}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    }
  };
  try {
    for (const theme of THEMES) {
      const context = await browser.newContext({ baseURL: preview.url, viewport: { width: 1440, height: 900 }, colorScheme: theme });
      const page = await context.newPage();
      await page.goto(`./?theme=${theme}&panel=resources&uri=${encodeURIComponent(GUIDE)}`);
      for (const [name, scene] of demoScenes) await attempt(name, theme, page, () => scene(page));
      await page.goto(`./?theme=${theme}&panel=qa&server=${encodeURIComponent(defect.url)}`);
      await attempt('qa', theme, page, () => qaScene(page));
      await attempt('timeline-session', theme, page, () => timelineSessionScene(page, shortTtl.url));
      await context.close();
    }
  } finally {
    await browser.close();
    await defect.close();
    await shortTtl.close();
    preview.stop();
  }
  return failures;
}

const failures = await run();
if (failures > 0) {
  console.error(`${failures} screenshot(s) could not be taken`);
  process.exitCode = 1;
}
