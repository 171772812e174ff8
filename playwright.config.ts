import { defineConfig } from '@playwright/test';
import { E2E_PORTS } from './e2e/ports';
import { chromiumArgs, chromiumPath } from './e2e/chromium';

const reuse = !process.env.CI;
// The built app to serve; E2E_OUT_DIR and E2E_APP_PORT let several local runs work side by side.
const outDir = process.env.E2E_OUT_DIR ?? 'dist';

/** Starts a fixture server script and waits for its READY line. */
function fixture(name: string, command: string, port: number) {
  return {
    name,
    command,
    env: { PORT: String(port) },
    // A port (not a stdout line) lets parallel local runs reuse servers that are already up.
    port,
    reuseExistingServer: reuse,
    timeout: 120_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  };
}

/** A README recipe server that trusts this run's console origin. */
function recipe(name: string, command: string, port: number) {
  const base = fixture(name, command, port);
  return { ...base, env: { ...base.env, MCP_CONSOLE_ORIGINS: `http://127.0.0.1:${E2E_PORTS.app}` } };
}

// Tests drive Debian's Chromium (never a downloaded browser) against the built app served statically.
//
// Two workers (CI has 2 cores; E2E_WORKERS overrides). A spec file is the unit of scheduling: its
// tests run in order in one worker, never split across two. Rules for a new spec (decision 0020):
// - The fixture servers below start once per run and both workers share them. A spec that talks to
//   one whose state another spec changes or reads (e2e/ports.ts lists them: StatefulFixture) holds
//   its lock with `test.describe.configure({ lock: fixtureLocks(...) })`, so those specs never overlap.
//   A new fixture with a control endpoint, a call log or a counter joins that list.
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
    trace: 'retain-on-failure',
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
    fixture('everything', 'node --import tsx e2e/fixtures/everything.ts', E2E_PORTS.everything),
    fixture('everything-sse', 'node --import tsx e2e/fixtures/everything-sse.ts', E2E_PORTS.everythingSse),
    fixture('no-cors', 'node --import tsx e2e/fixtures/no-cors-server.ts', E2E_PORTS.noCors),
    fixture('partial-cors', 'node --import tsx e2e/fixtures/partial-cors-server.ts', E2E_PORTS.partialCors),
    fixture('demo-http', 'node --import tsx demo-server/http.ts', E2E_PORTS.demoHttp),
    fixture('short-ttl', 'node --import tsx e2e/fixtures/short-ttl-server.ts', E2E_PORTS.shortTtl),
    fixture('many-resources', 'node --import tsx e2e/fixtures/many-resources-server.ts', E2E_PORTS.manyResources),
    fixture('hostile', 'node --import tsx e2e/fixtures/hostile-server.ts', E2E_PORTS.hostile),
    fixture('header-tools', 'node --import tsx e2e/fixtures/header-tools-server.ts', E2E_PORTS.headerTools),
    fixture('no-completions', 'node --import tsx e2e/fixtures/no-completions-server.ts', E2E_PORTS.noCompletions),
    fixture('defect', 'node --import tsx e2e/fixtures/defect-server.ts', E2E_PORTS.defect),
    fixture('faults', 'node --import tsx e2e/fixtures/faults-server.ts', E2E_PORTS.faults),
    fixture('subpath', 'node --import tsx e2e/fixtures/subpath-static-server.ts', E2E_PORTS.subpath),
    fixture('deprecated-input', 'node --import tsx e2e/fixtures/deprecated-input-server.ts', E2E_PORTS.deprecatedInput),
    fixture('auth', 'node --import tsx e2e/fixtures/auth-fixtures.ts', E2E_PORTS.authServer),
    fixture('everything-drops', 'node --import tsx e2e/fixtures/dropping-proxy.ts', E2E_PORTS.everythingDrops),
    fixture('storm', 'node --import tsx e2e/fixtures/storm-server.ts', E2E_PORTS.storm),
    fixture('legacy-session', 'node --import tsx e2e/fixtures/legacy-session-server.ts', E2E_PORTS.legacySession),
    fixture('dev-loop', 'node --import tsx e2e/fixtures/dev-loop-server.ts', E2E_PORTS.devLoop),
    fixture('snapshot-v1', 'node --import tsx e2e/fixtures/snapshot-v1-server.ts', E2E_PORTS.snapshotV1),
    fixture('snapshot-v2', 'node --import tsx e2e/fixtures/snapshot-v2-server.ts', E2E_PORTS.snapshotV2),
    fixture('qa-legacy-broken', 'node --import tsx e2e/fixtures/qa-legacy-broken-server.ts', E2E_PORTS.qaLegacyBroken),
    fixture('v1-sdk-tools', 'node --import tsx e2e/fixtures/v1-sdk-tools-server.ts', E2E_PORTS.v1SdkTools),
    fixture('tasks', 'node --import tsx e2e/fixtures/tasks-server.ts', E2E_PORTS.tasks),
    fixture('history', 'node --import tsx e2e/fixtures/history-server.ts', E2E_PORTS.history),
    fixture('apps', 'node --import tsx e2e/fixtures/apps-server.ts', E2E_PORTS.apps),
    fixture('embed-host', 'node --import tsx e2e/fixtures/embed-host-server.ts', E2E_PORTS.embedHost),
    fixture('walkthrough', 'node --import tsx e2e/fixtures/walkthrough-server.ts', E2E_PORTS.walkthrough),
    fixture('tools-only', 'node --import tsx e2e/fixtures/tools-only-server.ts', E2E_PORTS.toolsOnly),
    // Scripted per test and recording every request: the playground specs hold its lock.
    fixture('model-api', 'node --import tsx e2e/fixtures/model-api/server.ts', E2E_PORTS.modelApi),
    // The README's recipes allow exactly the consoles named in MCP_CONSOLE_ORIGINS: here, this run's app.
    recipe('cors-recipe-express', 'node docs/snippets/express-browser-access.mjs', E2E_PORTS.corsRecipeExpress),
    recipe('cors-recipe-fetch', 'node docs/snippets/fetch-browser-access.mjs', E2E_PORTS.corsRecipeFetch),
    // Interop fixtures (issue 33): each framework's own CORS setting (or Hono's middleware) allows this run's console.
    recipe('interop-tmcp', 'node --import tsx e2e/fixtures/interop/tmcp-server.ts', E2E_PORTS.interopTmcp),
    recipe('interop-mcp-handler', 'node --import tsx e2e/fixtures/interop/mcp-handler-server.ts', E2E_PORTS.interopMcpHandler),
    recipe('interop-hono-mcp', 'node --import tsx e2e/fixtures/interop/hono-mcp-server.ts', E2E_PORTS.interopHonoMcp),
    recipe('interop-mcp-framework', 'node --import tsx e2e/fixtures/interop/mcp-framework-server.ts', E2E_PORTS.interopMcpFramework),
    recipe('interop-mcp-proxy', 'node --import tsx e2e/fixtures/interop/mcp-proxy-server.ts', E2E_PORTS.interopMcpProxy),
  ],
});
