import { appChecks } from './checks/apps';
import { cacheableChecks } from './checks/cacheable';
import { capabilityChecks } from './checks/capabilities';
import { completionChecks } from './checks/completion';
import { concurrentRequestChecks } from './checks/concurrent-requests';
import { endedSessionChecks } from './checks/ended-session';
import { inputRequiredMethodChecks } from './checks/input-required-methods';
import { inputRequiredStateChecks } from './checks/input-required-state';
import { paramHeaderChecks } from './checks/param-headers';
import { corsChecks } from './checks/cors';
import { discoverChecks } from './checks/discover';
import { httpChecks } from './checks/http';
import { unknownSessionCheck } from './checks/unknown-session';
import { iconChecks } from './checks/icons';
import { legacyTransportChecks } from './checks/legacy-transport';
import { lifecycleChecks } from './checks/lifecycle';
import { rebindingChecks } from './checks/rebinding';
import { listenChecks } from './checks/listen';
import { paginationChecks } from './checks/pagination';
import { promptChecks } from './checks/prompts';
import { resourceChecks } from './checks/resources';
import { stdioChecks } from './checks/stdio';
import { taskLogChecks } from './checks/tasks-logs';
import { templateChecks } from './checks/templates';
import { toolCallChecks } from './checks/tool-calls';
import { toolChecks } from './checks/tools';
import type { ConformanceCheck } from './types';
import { changingState } from './run-order';
import { withScenarios } from './requirements/coverage';

/**
 * Every check, in registry order; runOrder (run-order.ts) defers the checks marked as changing
 * the server's state, then those that inspect everything the run sent (the JSON-RPC envelope and
 * content-type checks, the stdio checks that read what the process wrote), and the check that
 * closes the process's stdin runs last.
 */
export const ALL_CHECKS: readonly ConformanceCheck[] = withScenarios([
  ...discoverChecks,
  ...lifecycleChecks,
  ...cacheableChecks,
  ...inputRequiredMethodChecks,
  ...paginationChecks,
  ...resourceChecks,
  ...templateChecks,
  ...promptChecks,
  ...toolChecks,
  ...toolCallChecks.filter((c) => !c.id.startsWith('tools.call-')),
  ...changingState(toolCallChecks.filter((c) => c.id.startsWith('tools.call-')), 'tools called (tools/call), with whatever effects they have'),
  ...changingState(paramHeaderChecks, 'a tool this run may call, called without or with a wrong Mcp-Param header when the server does not refuse it'),
  ...changingState(inputRequiredStateChecks, 'retries of input_required answers (a declined form, a changed requestState, malformed inputResponses), with whatever the server does with them'),
  ...appChecks,
  ...taskLogChecks,
  ...completionChecks,
  ...changingState(listenChecks, 'a subscriptions/listen stream, which the server may keep until it notices the stream closed'),
  ...iconChecks,
  ...corsChecks,
  ...httpChecks,
  unknownSessionCheck,
  ...concurrentRequestChecks,
  ...legacyTransportChecks,
  ...endedSessionChecks,
  ...rebindingChecks,
  ...capabilityChecks,
  ...stdioChecks,
]);
