import type { RequiredScenario, RequirementRevision, RequirementSet, ScenarioNeeds } from './types';

/*
 * The official suite's server requirement sets, as data of our own. Source: the
 * modelcontextprotocol/conformance repository, requirements/2026-07-28.yaml and
 * requirements/2025-11-25.yaml at commit c321dd32035556e6769d3724a8ee97d87c3faaac (2026-08-07).
 * Those files are frozen per revision, so the lists do not move with the suite. The ids are the
 * suite's; what each needs from a server is read from src/scenarios/server/*.ts there.
 */
const COMMIT = 'c321dd32035556e6769d3724a8ee97d87c3faaac';
const source = (revision: RequirementRevision) => `modelcontextprotocol/conformance requirements/${revision}.yaml @ ${COMMIT}`;

const TOOLS: ScenarioNeeds = { capability: 'tools' };
const PROMPTS: ScenarioNeeds = { capability: 'prompts' };
const RESOURCES: ScenarioNeeds = { capability: 'resources' };
const HTTP: ScenarioNeeds = { http: true };

const needing = (needs: ScenarioNeeds, ids: readonly string[]): RequiredScenario[] => ids.map((id) => ({ id, needs }));

const TOOL_CALLS = ['tools-call-simple-text', 'tools-call-image', 'tools-call-audio', 'tools-call-embedded-resource', 'tools-call-mixed-content'];
const RESOURCE_READS = ['resources-list', 'resources-read-text', 'resources-read-binary', 'resources-templates-read'];
const PROMPT_GETS = ['prompts-list', 'prompts-get-simple', 'prompts-get-with-args', 'prompts-get-embedded-resource', 'prompts-get-with-image'];

const INPUT_REQUIRED_TOOLS = [
  'basic-elicitation',
  'basic-sampling',
  'basic-list-roots',
  'request-state',
  'multiple-input-requests',
  'multi-round',
  'missing-input-response',
].map((name) => `input-required-result-${name}`);
const INPUT_REQUIRED_CHECKS = ['result-type'].map((name) => `input-required-result-${name}`);
const INPUT_REQUIRED_LATER = ['tampered-state', 'capability-check', 'ignore-extra-params', 'validate-input'].map((name) => `input-required-result-${name}`);

const TASKS = [
  'tasks-lifecycle',
  'tasks-capability-negotiation',
  'tasks-wire-fields',
  'tasks-request-state-removal',
  'tasks-mrtr-input',
  'tasks-request-headers',
  'tasks-dispatch-and-envelope',
  'tasks-status-notifications',
  'tasks-required-task-error',
  'tasks-mrtr-composition',
];

const MODERN: RequirementSet = {
  revision: '2026-07-28',
  source: source('2026-07-28'),
  scenarios: [
    { id: 'server-stateless' },
    { id: 'completion-complete', needs: { capability: 'completions' } },
    ...needing(TOOLS, ['tools-list', ...TOOL_CALLS, 'tools-call-error', 'tools-call-with-progress']),
    { id: 'server-sse-multiple-streams', needs: HTTP },
    ...needing(RESOURCES, [...RESOURCE_READS, 'sep-2164-resource-not-found']),
    ...needing(PROMPTS, PROMPT_GETS),
    { id: 'dns-rebinding-protection', needs: HTTP },
    { id: 'caching' },
    ...needing(TOOLS, INPUT_REQUIRED_TOOLS),
    { id: 'input-required-result-non-tool-request', needs: PROMPTS },
    ...needing(TOOLS, INPUT_REQUIRED_CHECKS),
    { id: 'input-required-result-unsupported-methods' },
    ...needing(TOOLS, INPUT_REQUIRED_LATER),
    ...TASKS.map((id): RequiredScenario => ({ id, needs: TOOLS, notScored: 'extension' })),
    { id: 'json-schema-2020-12', needs: TOOLS, notScored: 'pending' },
    { id: 'http-header-validation', needs: HTTP, notScored: 'pending' },
    { id: 'http-custom-header-server-validation', needs: { capability: 'tools', http: true }, notScored: 'pending' },
  ],
};

const LEGACY: RequirementSet = {
  revision: '2025-11-25',
  source: source('2025-11-25'),
  scenarios: [
    { id: 'server-initialize' },
    { id: 'logging-set-level', needs: { capability: 'logging' } },
    { id: 'ping' },
    { id: 'completion-complete', needs: { capability: 'completions' } },
    ...needing(TOOLS, ['tools-list', ...TOOL_CALLS, 'tools-call-with-logging', 'tools-call-error', 'tools-call-with-progress', 'tools-call-sampling', 'tools-call-elicitation']),
    ...needing(TOOLS, ['elicitation-sep1034-defaults']),
    { id: 'server-sse-multiple-streams', needs: HTTP },
    ...needing(TOOLS, ['elicitation-sep1330-enums']),
    ...needing(RESOURCES, RESOURCE_READS),
    ...needing({ capability: 'resources.subscribe' }, ['resources-subscribe', 'resources-unsubscribe']),
    ...needing(PROMPTS, PROMPT_GETS),
    { id: 'dns-rebinding-protection', needs: HTTP },
    { id: 'server-session-lifecycle', needs: HTTP, notScored: 'added-after-release' },
    { id: 'json-schema-2020-12', needs: TOOLS, notScored: 'pending' },
    { id: 'server-sse-polling', needs: HTTP, notScored: 'pending' },
  ],
};

export const REQUIREMENT_SETS: Readonly<Record<RequirementRevision, RequirementSet>> = { '2026-07-28': MODERN, '2025-11-25': LEGACY };
