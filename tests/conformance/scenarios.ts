/**
 * The official suite's client scenarios the console is judged by (issue 44), and what a user does
 * in the console for each: the tool to call from the Tools panel and the arguments to type.
 * Pure data and parsing, so the driver's decisions are unit-tested without a browser.
 */

/** The 2025-11-25 and 2025-03-26 client scenarios of `conformance list --client`, without the extensions. */
export const SCENARIOS = [
  'initialize',
  'tools_call',
  'elicitation-sep1034-client-defaults',
  'sse-retry',
  'auth/metadata-default',
  'auth/metadata-var1',
  'auth/metadata-var2',
  'auth/metadata-var3',
  'auth/basic-cimd',
  'auth/scope-from-www-authenticate',
  'auth/scope-from-scopes-supported',
  'auth/scope-omitted-when-undefined',
  'auth/scope-step-up',
  'auth/scope-retry-limit',
  'auth/token-endpoint-auth-basic',
  'auth/token-endpoint-auth-post',
  'auth/token-endpoint-auth-none',
  'auth/pre-registration',
  'auth/2025-03-26-oauth-metadata-backcompat',
  'auth/2025-03-26-oauth-endpoint-fallback',
  'auth/resource-mismatch',
  'auth/offline-access-scope',
  'auth/offline-access-not-supported',
] as const;

export type ScenarioId = (typeof SCENARIOS)[number];

export interface ScenarioPlan {
  /** The tool to call once connected; none when connecting is the whole scenario. */
  tool?: string;
  /** Tool arguments typed into the Tools panel, by the property's name. */
  args: Record<string, string>;
  /** The call asks for input (elicitation): accept the form as the console fills it, with the defaults. */
  acceptInput: boolean;
  /**
   * The call, or the sign-in, is expected to be refused in the end: the scenario judges that the
   * console stops asking (its retry limit, a resource it must not use), not that a result comes.
   */
  refusalExpected: boolean;
}

const PLANS: Partial<Record<ScenarioId, Partial<ScenarioPlan>>> = {
  initialize: { tool: undefined },
  tools_call: { tool: 'add_numbers', args: { a: '2', b: '3' } },
  'elicitation-sep1034-client-defaults': { tool: 'test_client_elicitation_defaults', acceptInput: true },
  'sse-retry': { tool: 'test_reconnection' },
  'auth/scope-retry-limit': { refusalExpected: true },
  'auth/resource-mismatch': { tool: undefined, refusalExpected: true },
};

export function isScenario(id: string): id is ScenarioId {
  return (SCENARIOS as readonly string[]).includes(id);
}

/** What the driver does for `id`: the auth scenarios' servers all offer `test-tool`. */
export function planFor(id: ScenarioId): ScenarioPlan {
  const base: ScenarioPlan = { tool: id.startsWith('auth/') ? 'test-tool' : undefined, args: {}, acceptInput: false, refusalExpected: false };
  return { ...base, ...PLANS[id] };
}

/** The pre-registered client the suite hands over in MCP_CONFORMANCE_CONTEXT, when it does. */
export interface ScenarioContext {
  clientId?: string;
  clientSecret?: string;
}

/** Reads MCP_CONFORMANCE_CONTEXT (JSON, e.g. `{"name":…,"client_id":…,"client_secret":…}`); anything else is no context. */
export function parseContext(raw: string | undefined): ScenarioContext {
  if (raw === undefined || raw === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null) return {};
  const context: ScenarioContext = {};
  if ('client_id' in parsed && typeof parsed.client_id === 'string' && parsed.client_id !== '') context.clientId = parsed.client_id;
  if ('client_secret' in parsed && typeof parsed.client_secret === 'string' && parsed.client_secret !== '') context.clientSecret = parsed.client_secret;
  return context;
}
