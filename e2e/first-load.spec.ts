import { expect, test, type APIRequestContext } from '@playwright/test';
import { modulesOfScript, scriptsByConnected } from './first-load';
import { E2E_PORTS, fixtureUrl } from './ports';

/**
 * What the first screen may load before the status says "connected" (issue 43, decision 0020),
 * by source module, so the list holds whatever chunk names the bundler picks: the platform
 * (React, TanStack Query, the SDK client with zod), the shell, the server list, the session and
 * the Resources panel a first visit opens. Monaco, Markdown, the QA engine, the Timeline,
 * History, snapshots and diffs, the OAuth sign-in, apps, tasks, the playground and the model
 * layer are absent: each loads when it is first opened. So are TanStack Virtual (a long list
 * loads it), the connection card's Auth view (the first 401 loads it) and the demo server's
 * content (its first list loads it).
 */
const FIRST_SCREEN: readonly RegExp[] = [
  // Not eventsource: only the HTTP+SSE transport uses it, and it loads with that (sse-leg.ts).
  /^node_modules\/(react|react-dom|scheduler|zod|eventsource-parser|pkce-challenge)\//,
  /^node_modules\/@tanstack\/(query-core|react-query)\//,
  /^node_modules\/@modelcontextprotocol\/(client|core)\//,
  // Radix Tabs (the panel tabs) and what it is built from; menus and dialogs are not here.
  /^node_modules\/@radix-ui\/(react-tabs|react-roving-focus|react-collection|react-presence|react-direction|react-id|react-primitive|react-slot|react-context|react-compose-refs|react-use-[\w-]+|primitive)\//,
  /^src\/main\.tsx$/,
  /^src\/app\//,
  /^src\/lib\/(buffers|embed|stored|uri|urls)\//,
  /^src\/lib\/[\w-]+\.ts$/,
  // Not the HTTP+SSE leg (the 2024-11-05 transport), which a server that needs it loads.
  /^src\/protocol\/(session\/(?!sse-leg\.ts$)|transport\/|client-features\/)/,
  /^src\/protocol\/model\/log-levels\.ts$/,
  /^src\/protocol\/diagnosis\/(console-error|errors|body-summary|http-hints|rpc-codes|explain-on-failure)\.ts$/,
  // The fetch tap's step-up retry and the guards the shell asks; the sign-in itself is not here.
  /^src\/protocol\/auth\/(step-up|guard|callback-message|root-failure)\.ts$/,
  // The cache layer and its listing room (the Resources panel's pages); not the Timeline's store.
  /^src\/cache\/([\w-]+|listing\/[\w-]+)\.ts$/,
  /^src\/hooks\/(session|navigation)\//,
  /^src\/hooks\/[\w-]+\.ts$/,
  /^src\/components\/(code-block|copy-button|error-alert|not-offered|load-failure)\.tsx$/,
  /^src\/components\/download-text\.ts$/,
  /^src\/components\/(error-boundary|safe-icon|split-pane)\//,
  // The hosts only: the dialogs they show load when a server asks.
  /^src\/components\/input-required\/input-required-host\.tsx$/,
  /^src\/components\/sampling\/sampling-host\.tsx$/,
  /^src\/features\/(command-palette|resources)\//,
  // The bridge's stores and fetch; its section loads once the bridge answers (a served console).
  /^src\/features\/stdio\/(?!(stdio-section|stdio-facts|server-output)\.tsx$)/,
  // The server list and the connection card; not the Auth view (sign-in, client fields, steps),
  // which the first 401 loads, the saved-server editor, which Edit loads, the roots list, which
  // opening Roots loads, nor the Connected servers group, which a second server loads.
  /^src\/features\/servers\/(?!auth\/(auth-view|auth-steps|auth-actions|client-fields|use-oauth-callback)\.tsx?$|editor\/|roots\/roots-list\.tsx$|workspace\/connected-list\.tsx$|compare\/)/,
  // The session toolbar's buttons; not what they run (session-file-actions, the Playground's and
  // the last read's readers), which the first hover, focus or press of the toolbar loads.
  /^src\/features\/session-file\/(session-file-bar|replay-store|copy-link-button|workspace-set|index)\.tsx?$/,
  // Its URL, by which the console knows the demo server.
  /^demo-server\/constants\.ts$/,
];

/**
 * A network server may answer 401 to the first request, and a signed-in one wants its token on
 * it: its OAuth provider comes along, with what the provider imports (not the sign-in views, nor
 * the plain-words notes on sign-in trouble, which the first 401 or blocked fetch loads).
 */
const REMOTE_ONLY: readonly RegExp[] = [
  /^src\/protocol\/auth\/(registry|provider|auth-storage|auth-types|classify|preregistered-client|principal|step-recorder|legacy-discovery|client-metadata-document)\.ts$/,
];

/**
 * The embedded demo server, in the page: the server SDK and who the server is (its name, icons
 * and capabilities answer `server/discover`); its resources, prompts, tools and clock load with
 * its first list. Not the server SDK's copies of the client's JSON Schema validator and its
 * dialect chunk: the build resolves them to the client's (scripts/shared-sdk-chunks.ts).
 */
const DEMO_ONLY: readonly RegExp[] = [
  /^demo-server\/(browser|identity)\.ts$/,
  /^demo-server\/content\/(icons|logo)\.ts$/,
  /^node_modules\/@modelcontextprotocol\/server\/(?!dist\/(cfWorkerProvider|dialects)-)/,
];

/**
 * Scripts without a source map: zod's no-eval switch from public/, and the bundler's runtime and
 * Vite's preload helper (a chunk of its own once several chunks import it).
 */
const WITHOUT_MAP = /^\/(zod-jitless\.js|assets\/(rolldown-runtime|preload-helper)-[\w-]+\.js)$/;

/** Each script's source modules, read from its source map; undefined for a script without one. */
async function modulesByScript(request: APIRequestContext, base: string, scripts: readonly string[]): Promise<Map<string, string[] | undefined>> {
  const byScript = new Map<string, string[] | undefined>();
  for (const script of scripts) byScript.set(script, await modulesOfScript(request, new URL(`.${script}`, base).href));
  return byScript;
}

/** Each module outside the allow-list, with the script that carried it; each unmapped script. */
function offPath(byScript: ReadonlyMap<string, string[] | undefined>, allowed: readonly RegExp[]): string[] {
  const found: string[] = [];
  for (const [script, modules] of byScript) {
    if (modules === undefined) {
      if (!WITHOUT_MAP.test(script)) found.push(`${script} (no source map: what it holds is unknown)`);
      continue;
    }
    for (const module of modules) if (!allowed.some((pattern) => pattern.test(module))) found.push(`${module} in ${script}`);
  }
  return found;
}

/**
 * Modules that always arrive together and so belong in one file (vite.config.ts): what the entry
 * imports statically, and the session with what it imports (the SDK client, zod, the fetch tap).
 * Split into many small files, each gzipped alone, they cost 11 KiB more by "connected".
 */
const ONE_FILE: readonly (readonly RegExp[])[] = [
  [/^src\/main\.tsx$/, /^node_modules\/react-dom\/cjs\/react-dom-client\./, /^node_modules\/react\/cjs\/react\./, /^src\/hooks\/session\/use-session\.ts$/],
  [/^src\/protocol\/session\/session\.ts$/, /^node_modules\/@modelcontextprotocol\/client\/dist\/index\.mjs$/, /^node_modules\/zod\/v4\/core\/schemas\.js$/, /^src\/protocol\/diagnosis\/console-error\.ts$/],
];

/** For each set of ONE_FILE, the scripts that hold its modules (one each when they are together). */
function scriptsHolding(byScript: ReadonlyMap<string, string[] | undefined>): string[][] {
  return ONE_FILE.map((set) => [...byScript].filter(([, modules]) => modules?.some((m) => set.some((p) => p.test(m)))).map(([script]) => script.replace(/-[\w-]+\.js$/, '')));
}

async function expectFirstScreen(request: APIRequestContext, base: string, scripts: readonly string[], allowed: readonly RegExp[]): Promise<void> {
  expect(scripts.length).toBeGreaterThan(0);
  const byScript = await modulesByScript(request, base, scripts);
  expect(offPath(byScript, allowed)).toEqual([]);
  expect(scriptsHolding(byScript)).toEqual([['/assets/index'], ['/assets/session']]);
}

test.describe('first load (issue 43)', () => {
  test('the embedded demo reaches "connected" with the first screen\'s modules only', async ({ page, request, baseURL }) => {
    const base = baseURL ?? '/';
    await expectFirstScreen(request, base, await scriptsByConnected(page, base), [...FIRST_SCREEN, ...DEMO_ONLY]);
  });

  test('a remote server (?server=) reaches "connected" with the first screen\'s modules only, and no demo server', async ({ page, request, baseURL }) => {
    const base = baseURL ?? '/';
    const scripts = await scriptsByConnected(page, `${base}?server=${encodeURIComponent(fixtureUrl(E2E_PORTS.demoHttp))}`);
    await expectFirstScreen(request, base, scripts, [...FIRST_SCREEN, ...REMOTE_ONLY]);
  });
});
