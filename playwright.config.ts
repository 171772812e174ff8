import { defineConfig } from '@playwright/test';
import { E2E_PORTS } from './e2e/ports';
import { chromiumArgs, chromiumPath } from './e2e/chromium';

const reuse = !process.env.CI;
// The built app to serve; E2E_OUT_DIR and E2E_APP_PORT let several local runs work side by side.
const outDir = process.env.E2E_OUT_DIR ?? 'dist';

/** A fixture server shared by both workers, by its name in e2e/fixtures/shared-starters.ts. */
function shared(name: string, port: number) {
  return { name, port };
}

/** A README recipe server, run as printed (plain node), that trusts this run's console origin. */
function recipe(name: string, command: string, port: number) {
  return {
    name,
    command,
    env: { PORT: String(port), MCP_CONSOLE_ORIGINS: `http://127.0.0.1:${E2E_PORTS.app}` },
    // A port (not a stdout line) lets parallel local runs reuse servers that are already up.
    port,
    reuseExistingServer: reuse,
    timeout: 120_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  };
}

/**
 * Fixture servers started together in one process (e2e/fixtures/launch-shared.ts), shared by both
 * workers: ~35 processes each loading tsx and the SDK, started one after another, took 1.5 min of
 * the e2e stage on the idle CI machine, and over 5 min on the loaded one.
 */
function launcher(name: string, fixtures: readonly { name: string; port: number }[]) {
  return {
    name,
    command: 'node --import tsx e2e/fixtures/launch-shared.ts',
    env: {
      E2E_FIXTURES: JSON.stringify(fixtures),
      E2E_FIXTURES_REUSE: reuse ? '1' : '0',
      E2E_OUT_DIR: outDir,
      MCP_CONSOLE_ORIGINS: `http://127.0.0.1:${E2E_PORTS.app}`,
    },
    wait: { stdout: /^FIXTURES READY/m },
    timeout: 180_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  };
}

const OWN_FIXTURES = [
  shared('everything', E2E_PORTS.everything),
  shared('everything-sse', E2E_PORTS.everythingSse),
  shared('no-cors', E2E_PORTS.noCors),
  shared('partial-cors', E2E_PORTS.partialCors),
  shared('demo-http', E2E_PORTS.demoHttp),
  shared('short-ttl', E2E_PORTS.shortTtl),
  shared('header-tools', E2E_PORTS.headerTools),
  shared('no-completions', E2E_PORTS.noCompletions),
  shared('defect', E2E_PORTS.defect),
  shared('faults', E2E_PORTS.faults),
  shared('subpath', E2E_PORTS.subpath),
  shared('deprecated-input', E2E_PORTS.deprecatedInput),
  shared('auth', E2E_PORTS.authServer),
  shared('everything-drops', E2E_PORTS.everythingDrops),
  shared('legacy-session', E2E_PORTS.legacySession),
  shared('dev-loop', E2E_PORTS.devLoop),
  shared('snapshot-v1', E2E_PORTS.snapshotV1),
  shared('snapshot-v2', E2E_PORTS.snapshotV2),
  shared('qa-legacy-broken', E2E_PORTS.qaLegacyBroken),
  shared('v1-sdk-tools', E2E_PORTS.v1SdkTools),
  shared('tasks', E2E_PORTS.tasks),
  shared('history', E2E_PORTS.history),
  shared('apps', E2E_PORTS.apps),
  shared('embed-host', E2E_PORTS.embedHost),
  shared('walkthrough', E2E_PORTS.walkthrough),
  shared('tools-only', E2E_PORTS.toolsOnly),
  // Scripted per test and recording every request: the playground specs hold its lock.
  shared('model-api', E2E_PORTS.modelApi),
  // The planted faults that fuzz finds and the slow tool that load measures; GET /calls counts calls.
  shared('qa-target', E2E_PORTS.qaTarget),
];

// Servers that send in bulk (10,000 resources, megabyte payloads, notification storms) keep a
// process of their own, so a test driving one does not hold up the others' answers.
const BULK_FIXTURES = [
  shared('many-resources', E2E_PORTS.manyResources),
  shared('hostile', E2E_PORTS.hostile),
  shared('storm', E2E_PORTS.storm),
];

// Interop fixtures (issue 33): each framework's own CORS setting (or Hono's middleware) allows the
// consoles in MCP_CONSOLE_ORIGINS, here this run's app. A process of their own: Hono's Node adapter
// replaces the global Request and Response, which changed how the other fixtures wrote headers.
const INTEROP_FIXTURES = [
  shared('interop-tmcp', E2E_PORTS.interopTmcp),
  shared('interop-mcp-handler', E2E_PORTS.interopMcpHandler),
  shared('interop-hono-mcp', E2E_PORTS.interopHonoMcp),
  shared('interop-mcp-framework', E2E_PORTS.interopMcpFramework),
  shared('interop-mcp-proxy', E2E_PORTS.interopMcpProxy),
];

// Tests drive Debian's Chromium (never a downloaded browser) against the built app served statically.
//
// Two workers (CI has 2 cores; E2E_WORKERS overrides). A spec file is the unit of scheduling: its
// tests run in order in one worker, never split across two. Rules for a new spec (decision 0020):
// - The fixture servers (the three launchers' lists, the recipes) start once per run and both
//   workers share them. A spec that talks to one whose state another spec changes or reads
//   (e2e/ports.ts lists them: StatefulFixture) holds its lock with
//   `test.describe.configure({ lock: fixtureLocks(...) })`, so those specs never overlap. A new
//   fixture with a control endpoint, a call log or a counter joins that list.
// - A server the spec starts itself listens on port 0, or on a port of its own in e2e/ports.ts that
//   no other spec file uses (one file never runs in two workers at once).
// - Files on disk go to testInfo.outputPath() or a mkdtemp folder, never a fixed path.
// - No retries and no sleeps: a test that fails only beside another one shares state; find it and lock it.
export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Budgets, not waits: two workers halve each test's share of a loaded 2-core machine, and a
  // passing test never waits for them. Axe scans and nested app frames took over 30 s there.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // The slowest files, at the end of the log, so a spec that grows shows in CI.
  reportSlowTests: { max: 10, threshold: 60_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORTS.app}/`,
    // A failed test keeps its trace (actions, DOM snapshots, network) without the screencast: tools
    // and prompts (20 tests), one worker each, side by side: 428 s of test time with screenshots,
    // 374 s without, 326 s with no trace at all (decision 0020). CI keeps only the log, never the
    // test-results folder, so a trace recorded there is work no one can read: 67 tests back to back,
    // 241 and 215 s without, 246 and 245 s with.
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: chromiumPath,
      args: [...chromiumArgs],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    {
      name: 'app',
      command: `npx vite preview --host 127.0.0.1 --port ${E2E_PORTS.app} --strictPort --outDir ${outDir}`,
      url: `http://127.0.0.1:${E2E_PORTS.app}/`,
      reuseExistingServer: reuse,
      timeout: 120_000,
    },
    launcher('fixtures', OWN_FIXTURES),
    launcher('bulk-fixtures', BULK_FIXTURES),
    launcher('interop-fixtures', INTEROP_FIXTURES),
    // The README's recipes allow exactly the consoles named in MCP_CONSOLE_ORIGINS: here, this run's app.
    recipe('cors-recipe-express', 'node docs/snippets/express-browser-access.mjs', E2E_PORTS.corsRecipeExpress),
    recipe('cors-recipe-fetch', 'node docs/snippets/fetch-browser-access.mjs', E2E_PORTS.corsRecipeFetch),
  ],
});
