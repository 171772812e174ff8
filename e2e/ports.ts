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
} as const;

export const fixtureUrl = (port: number): string => `http://127.0.0.1:${port}/mcp`;
