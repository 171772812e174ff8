import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** Debian's Chromium (never a downloaded browser) and the flags every e2e launch uses. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Browser UI that a headless test never shows. Chromium 156 builds the omnibox popup as a WebUI
 * page and loads it, twice (the popup and its AI-mode twin), in a renderer of its own for every
 * window, and Playwright opens a window per context, so per test. In a CI run's e2e stage those
 * renderers used about as much CPU as the pages under test (decision 0020, session 15).
 */
const UNUSED_BROWSER_UI = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

/**
 * The features Playwright itself disables, read from the installed Playwright. Chromium keeps only
 * the last `--disable-features` it is given, so a second one of ours would silently re-enable
 * Playwright's (among them `AvoidCorsURLLoaderRestartOnRedirect`, which the CORS redirect tests
 * rely on). Ours comes after Playwright's on the command line and carries both lists. Throws if
 * Playwright no longer lists them where it did, so an upgrade cannot drop either list unnoticed.
 */
function playwrightDisabledFeatures(): string[] {
  const require = createRequire(import.meta.url);
  const root = dirname(require.resolve('playwright-core/package.json'));
  const source = readFileSync(join(root, 'lib', 'coreBundle.js'), 'utf8');
  const list = /\bdisabledFeatures = \[([^\]]*)\]\.filter\(Boolean\)/.exec(source)?.[1];
  const names = list === undefined ? [] : [...list.matchAll(/^\s*"([A-Za-z0-9]+)",?\s*$/gm)].map((m) => m[1] ?? '');
  if (names.length === 0 || !names.includes('AvoidCorsURLLoaderRestartOnRedirect')) {
    throw new Error('e2e/chromium.ts: the features Playwright disables were not found in playwright-core; update playwrightDisabledFeatures()');
  }
  return names;
}

const playwrightFeatures = playwrightDisabledFeatures();

// Without the background-networking flags Chromium keeps dialling out on a closed network.
export const chromiumArgs: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${[...playwrightFeatures, ...UNUSED_BROWSER_UI].join(',')}`,
];
