/** Fixed loopback ports for the e2e run; the servers bind 127.0.0.1 only. */
export const E2E_PORTS = {
  app: 4317,
  everything: 4318,
  noCors: 4319,
  partialCors: 4320,
  demoHttp: 4321,
} as const;

export const fixtureUrl = (port: number): string => `http://127.0.0.1:${port}/mcp`;
