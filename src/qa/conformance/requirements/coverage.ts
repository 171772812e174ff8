import type { ConformanceCheck } from '../types';
import type { ScenarioCoverage, ScenarioRef } from './types';

/*
 * Which official conformance scenarios each check judges (ids from modelcontextprotocol/conformance,
 * src/scenarios/server/*.ts at commit c321dd32035556e6769d3724a8ee97d87c3faaac). A scenario is
 * mapped only where the check judges what the scenario judges, on the server's own tools, prompts
 * and resources rather than the suite's fixture names: `partial` where it judges a part of it,
 * `shared` where the checks marked so judge all of it together.
 */

const refs = (coverage: ScenarioCoverage, ...ids: string[]): ScenarioRef[] => ids.map((id) => ({ id, coverage }));

/** The caching scenario reads hints on these five methods (not server/discover). */
const CACHED_METHODS = ['tools-list', 'prompts-list', 'resources-list', 'resources-templates-list', 'resources-read'];
const CONTENT_SCENARIOS = ['tools-call-simple-text', 'tools-call-image', 'tools-call-audio', 'tools-call-embedded-resource', 'tools-call-mixed-content'];
const HEADER_CHECKS = ['http.method-header-mismatch', 'http.method-header-case', 'http.method-header-missing', 'http.name-header-mismatch', 'http.name-header-missing'];
const STATELESS_CHECKS = [
  'discover.shape',
  'discover.server-info',
  'http.missing-envelope',
  'http.unsupported-version',
  'http.version-header-mismatch',
  'jsonrpc.unknown-method',
  'capabilities.undeclared-methods',
];
const INITIALIZE_CHECKS = ['lifecycle.protocol-version', 'lifecycle.server-info', 'lifecycle.initialize-capabilities', 'http.session-id-ascii'];

export const SCENARIO_MAP: Readonly<Record<string, readonly ScenarioRef[]>> = {
  ...Object.fromEntries(STATELESS_CHECKS.map((id) => [id, refs('partial', 'server-stateless')])),
  ...Object.fromEntries(INITIALIZE_CHECKS.map((id) => [id, refs('shared', 'server-initialize')])),
  'lifecycle.ping': refs('full', 'ping'),
  'lifecycle.logging-levels': refs('full', 'logging-set-level'),
  'lifecycle.resources-subscribe': refs('partial', 'resources-subscribe', 'resources-unsubscribe'),
  'completion.values': refs('shared', 'completion-complete'),
  'completion.max-100': refs('shared', 'completion-complete'),
  'tools.input-schema': refs('partial', 'tools-list'),
  'tools.name-format': refs('partial', 'tools-list'),
  'tools.call-content': refs('partial', ...CONTENT_SCENARIOS),
  'tools.call-progress': refs('partial', 'tools-call-with-progress'),
  'tools.call-log-levels': refs('partial', 'tools-call-with-logging'),
  'resources.uri-valid': refs('shared', 'resources-list'),
  'resources.name': refs('shared', 'resources-list'),
  'resources.read-entry-shape': refs('partial', 'resources-read-text', 'resources-read-binary'),
  'resources.blob-base64': refs('partial', 'resources-read-binary'),
  'resources.missing': refs('partial', 'sep-2164-resource-not-found'),
  'prompts.name-unique': refs('partial', 'prompts-list'),
  'prompts.arguments': refs('partial', 'prompts-list'),
  'prompts.messages': refs('partial', 'prompts-get-simple'),
  'http.origin-validated': refs('partial', 'dns-rebinding-protection'),
  'http.host-validated': refs('partial', 'dns-rebinding-protection'),
  ...Object.fromEntries(CACHED_METHODS.flatMap((method) => [`cache.ttl.${method}`, `cache.scope.${method}`].map((id) => [id, refs('shared', 'caching')]))),
  'http.notification-accepted': refs('partial', 'server-session-lifecycle'),
  'http.delete-session': refs('partial', 'server-session-lifecycle'),
  ...Object.fromEntries(HEADER_CHECKS.map((id) => [id, refs('partial', 'http-header-validation')])),
  'tasks.result-fields': refs('partial', 'tasks-lifecycle'),
};

/** The checks with the scenarios they cover attached (the registry's form). */
export function withScenarios(checks: readonly ConformanceCheck[], map: Readonly<Record<string, readonly ScenarioRef[]>> = SCENARIO_MAP): ConformanceCheck[] {
  return checks.map((check) => {
    const scenarios = [...(check.scenarios ?? []), ...(map[check.id] ?? [])];
    return scenarios.length === 0 ? check : { ...check, scenarios };
  });
}

/** The checks that judge `scenario`, each with how much of it. */
export function coveringChecks(scenario: string, checks: readonly ConformanceCheck[]): { id: string; coverage: ScenarioCoverage }[] {
  return checks.flatMap((check) => (check.scenarios ?? []).filter((ref) => ref.id === scenario).map((ref) => ({ id: check.id, coverage: ref.coverage })));
}

/** A scenario is covered when a check judges all of it (alone or shared), partly when checks judge parts only. */
export function coverageOf(refs: readonly { coverage: ScenarioCoverage }[]): 'covered' | 'partly covered' | 'not covered' {
  if (refs.length === 0) return 'not covered';
  return refs.some((ref) => ref.coverage !== 'partial') ? 'covered' : 'partly covered';
}
