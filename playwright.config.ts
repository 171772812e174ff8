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
    timeout: 60_000,
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
export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
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
      timeout: 60_000,
    },
    fixture('everything', 'npx tsx e2e/fixtures/everything.ts', E2E_PORTS.everything),
    fixture('everything-sse', 'npx tsx e2e/fixtures/everything-sse.ts', E2E_PORTS.everythingSse),
    fixture('no-cors', 'npx tsx e2e/fixtures/no-cors-server.ts', E2E_PORTS.noCors),
    fixture('partial-cors', 'npx tsx e2e/fixtures/partial-cors-server.ts', E2E_PORTS.partialCors),
    fixture('demo-http', 'npx tsx demo-server/http.ts', E2E_PORTS.demoHttp),
    fixture('short-ttl', 'npx tsx e2e/fixtures/short-ttl-server.ts', E2E_PORTS.shortTtl),
    fixture('many-resources', 'npx tsx e2e/fixtures/many-resources-server.ts', E2E_PORTS.manyResources),
    fixture('hostile', 'npx tsx e2e/fixtures/hostile-server.ts', E2E_PORTS.hostile),
    fixture('header-tools', 'npx tsx e2e/fixtures/header-tools-server.ts', E2E_PORTS.headerTools),
    fixture('no-completions', 'npx tsx e2e/fixtures/no-completions-server.ts', E2E_PORTS.noCompletions),
    fixture('defect', 'npx tsx e2e/fixtures/defect-server.ts', E2E_PORTS.defect),
    fixture('faults', 'npx tsx e2e/fixtures/faults-server.ts', E2E_PORTS.faults),
    fixture('subpath', 'npx tsx e2e/fixtures/subpath-static-server.ts', E2E_PORTS.subpath),
    fixture('deprecated-input', 'npx tsx e2e/fixtures/deprecated-input-server.ts', E2E_PORTS.deprecatedInput),
    fixture('auth', 'npx tsx e2e/fixtures/auth-fixtures.ts', E2E_PORTS.authServer),
    fixture('everything-drops', 'npx tsx e2e/fixtures/dropping-proxy.ts', E2E_PORTS.everythingDrops),
    fixture('storm', 'npx tsx e2e/fixtures/storm-server.ts', E2E_PORTS.storm),
    fixture('legacy-session', 'npx tsx e2e/fixtures/legacy-session-server.ts', E2E_PORTS.legacySession),
    fixture('dev-loop', 'npx tsx e2e/fixtures/dev-loop-server.ts', E2E_PORTS.devLoop),
    fixture('snapshot-v1', 'npx tsx e2e/fixtures/snapshot-v1-server.ts', E2E_PORTS.snapshotV1),
    fixture('snapshot-v2', 'npx tsx e2e/fixtures/snapshot-v2-server.ts', E2E_PORTS.snapshotV2),
    fixture('qa-legacy-twin', 'npx tsx e2e/fixtures/qa-legacy-server.ts', E2E_PORTS.qaLegacyTwin),
    fixture('qa-legacy-broken', 'npx tsx e2e/fixtures/qa-legacy-broken-server.ts', E2E_PORTS.qaLegacyBroken),
    fixture('v1-sdk-tools', 'npx tsx e2e/fixtures/v1-sdk-tools-server.ts', E2E_PORTS.v1SdkTools),
    fixture('fastmcp', 'npx tsx e2e/fixtures/fastmcp-server.ts', E2E_PORTS.fastmcp),
    fixture('tasks', 'npx tsx e2e/fixtures/tasks-server.ts', E2E_PORTS.tasks),
    fixture('history', 'npx tsx e2e/fixtures/history-server.ts', E2E_PORTS.history),
    fixture('apps', 'npx tsx e2e/fixtures/apps-server.ts', E2E_PORTS.apps),
    fixture('embed-host', 'npx tsx e2e/fixtures/embed-host-server.ts', E2E_PORTS.embedHost),
    fixture('walkthrough', 'npx tsx e2e/fixtures/walkthrough-server.ts', E2E_PORTS.walkthrough),
    fixture('tools-only', 'npx tsx e2e/fixtures/tools-only-server.ts', E2E_PORTS.toolsOnly),
    // The README's recipes allow exactly the consoles named in MCP_CONSOLE_ORIGINS: here, this run's app.
    recipe('cors-recipe-express', 'node docs/snippets/express-browser-access.mjs', E2E_PORTS.corsRecipeExpress),
    recipe('cors-recipe-fetch', 'node docs/snippets/fetch-browser-access.mjs', E2E_PORTS.corsRecipeFetch),
    // Interop fixtures (issue 33): each framework's own CORS setting (or Hono's middleware) allows this run's console.
    recipe('interop-tmcp', 'npx tsx e2e/fixtures/interop/tmcp-server.ts', E2E_PORTS.interopTmcp),
    recipe('interop-mcp-handler', 'npx tsx e2e/fixtures/interop/mcp-handler-server.ts', E2E_PORTS.interopMcpHandler),
    recipe('interop-hono-mcp', 'npx tsx e2e/fixtures/interop/hono-mcp-server.ts', E2E_PORTS.interopHonoMcp),
    recipe('interop-mcp-framework', 'npx tsx e2e/fixtures/interop/mcp-framework-server.ts', E2E_PORTS.interopMcpFramework),
    recipe('interop-mcp-proxy', 'npx tsx e2e/fixtures/interop/mcp-proxy-server.ts', E2E_PORTS.interopMcpProxy),
  ],
});
