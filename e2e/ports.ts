const INTEROP_BASE = Number(process.env.E2E_INTEROP_PORT ?? 4480);

/** Fixed loopback ports for the e2e run; the servers bind 127.0.0.1 only. */
export const E2E_PORTS = {
  app: Number(process.env.E2E_APP_PORT ?? 4317),
  everything: 4318,
  noCors: 4319,
  partialCors: 4320,
  demoHttp: 4321,
  shortTtl: 4322,
  manyResources: 4323,
  hostile: 4324,
  headerTools: 4325,
  faults: 4326,
  noCompletions: 4327,
  defect: 4328,
  subpath: 4330,
  deprecatedInput: 4335,
  // Sign-in fixtures (e2e/fixtures/auth-fixtures.ts): one script serves all five.
  authServer: 4336,
  authProtected: 4337,
  authNoCorsMetadata: 4338,
  authWrongIssServer: 4339,
  authWrongIss: 4341,
  everythingDrops: 4345,
  // HTTP+SSE (issue 32): the unmodified server-everything in sse mode (GET /sse, POST /message).
  everythingSse: 4346,
  // Notification storm (issue 24): e2e/fixtures/storm-server.ts.
  storm: 4420,
  // Snapshots and diffs (issue 18): e2e/fixtures/snapshot-v1-server.ts and snapshot-v2-server.ts.
  snapshotV1: 4450,
  snapshotV2: 4452,
  // Dev loop (issue 22): the v1-SDK session fixture, the paged dev-loop fixture; the other two are
  // started and stopped by the specs themselves (e2e/dev-loop*.spec.ts).
  legacySession: 4410,
  everythingRestart: 4413,
  devLoopRestart: 4414,
  devLoop: 4415,
  // HTTP+SSE restart (issue 32): e2e/fixtures/v1-sse-server.ts, started and stopped by e2e/sse-restart.spec.ts.
  sseRestart: 4416,
  // Server QA in depth (issue 23): the correct legacy twin, its broken copy, a v1-SDK and a fastmcp server (4461 is that helper's app port).
  qaLegacyTwin: 4460,
  qaLegacyBroken: 4462,
  v1SdkTools: 4463,
  fastmcp: 4464,
  // Tasks and server logs (issue 25): e2e/fixtures/tasks-server.ts (4640 is that helper's app port).
  tasks: 4540,
  // History (issue 17): e2e/fixtures/history-server.ts (4510–4519 are that helper's; 4610 its app port).
  history: 4510,
  // MCP Apps (issue 25): e2e/fixtures/apps-server.ts; 4531 stays unbound (the view's undeclared fetch target).
  apps: 4530,
  appsUndeclared: 4531,
  // e2e/apps-second-origin.spec.ts serves the built console and its sandbox origin here itself.
  appsConsole: 4532,
  appsSandbox: 4533,
  // Embeds and walkthroughs (issue 19): a docs host page with a strict CSP, and the server a walkthrough tours.
  embedHost: 4520,
  walkthrough: 4521,
  // Declared capabilities only (issue 33): e2e/fixtures/tools-only-server.ts counts the methods it receives.
  toolsOnly: 4470,
  // The README's CORS recipes (issue 34), run from docs/snippets/ as printed.
  corsRecipeExpress: 4471,
  corsRecipeFetch: 4472,
  // The playground (issue 40): e2e/fixtures/model-api/server.ts, the OpenAI and Anthropic APIs scripted per test.
  modelApi: 4560,
  // Fuzz and load from the QA panel (issue 42): e2e/fixtures/qa-target-server.ts with its planted faults.
  qaTarget: 4570,
  // Interop (issue 33): servers built with frameworks written elsewhere, e2e/fixtures/interop/. They
  // allow only this run's app origin, so side-by-side local runs move them with E2E_INTEROP_PORT.
  interopTmcp: INTEROP_BASE,
  interopMcpHandler: INTEROP_BASE + 1,
  interopHonoMcp: INTEROP_BASE + 2,
  interopMcpFramework: INTEROP_BASE + 3,
  interopMcpProxy: INTEROP_BASE + 4,
} as const;

export const fixtureUrl = (port: number): string => `http://127.0.0.1:${port}/mcp`;

/**
 * Fixture servers (webServer, shared by both workers) with state that one spec changes and another
 * would see: control endpoints (update, storm, drop, complete, reset), call logs, counters, the
 * sign-in server's next user. A spec that talks to one declares, at its top,
 * `test.describe.configure({ lock: fixtureLocks('shortTtl') })`: specs holding the same lock never
 * run side by side, everything else does. Stateless fixtures (per-session servers) need no lock.
 */
export type StatefulFixture =
  | 'shortTtl'
  | 'everythingDrops'
  | 'storm'
  | 'tasks'
  | 'history'
  | 'toolsOnly'
  | 'devLoop'
  | 'legacySession'
  | 'apps'
  | 'qaLegacyBroken'
  | 'noCors'
  | 'authServer'
  | 'defect'
  | 'modelApi'
  | 'qaTarget';

export const fixtureLocks = (...fixtures: StatefulFixture[]): string[] => fixtures.map((name) => `fixture:${name}`);
