/** Loopback ports of the package tests (4400–4410 belong to them; 4401 is the e2e app of this suite). */
export const PACKAGE_PORTS = {
  demoHttp: 4403,
  defect: 4404,
  /** Nothing listens here: the "no connection" case. */
  closed: 4405,
  serve: 4406,
  /** `mcp-console --port …` with no command (serve is the default). */
  defaultCommand: 4408,
  /** e2e/package.spec.ts serves the installed console here for Chromium. */
  e2eServe: 4407,
  /** `serve -- <stdio command>`: the bridge (tests/package/stdio-serve.test.ts). */
  stdioServe: 4409,
  /** e2e/stdio.spec.ts: the installed console bridging the stdio fixture, driven in Chromium. */
  e2eStdio: 4402,
  /** e2e/stdio-legacy.spec.ts: the installed console bridging the unmodified server-memory (2025-11-25). */
  e2eStdioLegacy: 4400,
  /** e2e/stdio-interop.spec.ts: the installed console with a --config of server-everything (stdio) and server-filesystem. */
  e2eStdioInterop: 4412,
  /** e2e/local-proxy.spec.ts: the installed console reaching the no-CORS fixture through its local proxy (issue 32). */
  e2eProxy: 4411,
  /** `serve` from the installed package, its local proxy's guard probed with raw requests (tests/package/proxy.test.ts). */
  proxyServe: 4417,
} as const;
