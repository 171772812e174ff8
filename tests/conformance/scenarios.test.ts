import { describe, expect, it } from 'vitest';
import { scenarioUrl } from './driver';
import { isScenario, parseContext, planFor, SCENARIOS } from './scenarios';

describe('the scenarios the driver runs', () => {
  it('are the 23 client scenarios of 2025-11-25 and 2025-03-26, each once', () => {
    expect(new Set(SCENARIOS).size).toBe(23);
    expect(SCENARIOS.filter((id) => id.startsWith('auth/'))).toHaveLength(19);
    expect(isScenario('auth/client-credentials-jwt')).toBe(false);
  });

  it('calls the tool each scenario server offers, with its arguments', () => {
    expect(planFor('initialize').tool).toBeUndefined();
    expect(planFor('tools_call')).toMatchObject({ tool: 'add_numbers', args: { a: '2', b: '3' } });
    expect(planFor('elicitation-sep1034-client-defaults')).toMatchObject({ tool: 'test_client_elicitation_defaults', acceptInput: true });
    expect(planFor('sse-retry').tool).toBe('test_reconnection');
    expect(planFor('auth/scope-step-up')).toMatchObject({ tool: 'test-tool', refusalExpected: false });
  });

  it('expects a refusal where the scenario judges that the console stops', () => {
    expect(planFor('auth/scope-retry-limit')).toMatchObject({ tool: 'test-tool', refusalExpected: true });
    expect(planFor('auth/resource-mismatch')).toMatchObject({ tool: undefined, refusalExpected: true });
  });

  it('opens the served console (its secret fragment kept) on the scenario server, Tools panel on the tool', () => {
    const url = new URL(scenarioUrl('http://127.0.0.1:6280/#mcp-console-secret=abc', { scenario: 'tools_call', serverUrl: 'http://localhost:4000/mcp', context: {} }, planFor('tools_call')));
    expect(url.hash).toBe('#mcp-console-secret=abc');
    expect(Object.fromEntries(url.searchParams)).toEqual({ server: 'http://localhost:4000/mcp', panel: 'tools', tool: 'add_numbers' });
  });
});

describe('parseContext', () => {
  it('reads the pre-registered client of MCP_CONFORMANCE_CONTEXT', () => {
    expect(parseContext('{"name":"auth/pre-registration","client_id":"pre-1","client_secret":"s3"}')).toEqual({ clientId: 'pre-1', clientSecret: 's3' });
  });

  it('is empty for no context, bad JSON, or fields that are not strings', () => {
    expect(parseContext(undefined)).toEqual({});
    expect(parseContext('')).toEqual({});
    expect(parseContext('{nope')).toEqual({});
    expect(parseContext('null')).toEqual({});
    expect(parseContext('{"client_id":7,"client_secret":""}')).toEqual({});
  });
});
