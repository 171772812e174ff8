import { appChecks } from './checks/apps';
import { cacheableChecks } from './checks/cacheable';
import { capabilityChecks } from './checks/capabilities';
import { completionChecks } from './checks/completion';
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

/**
 * Every check, in run order. The JSON-RPC envelope and content-type checks inspect
 * everything the earlier checks sent, so they come late; the stdio checks read what the
 * process wrote during all of them, and the last one closes its stdin.
 */
export const ALL_CHECKS: readonly ConformanceCheck[] = [
  ...discoverChecks,
  ...lifecycleChecks,
  ...cacheableChecks,
  ...paginationChecks,
  ...resourceChecks,
  ...templateChecks,
  ...promptChecks,
  ...toolChecks,
  ...toolCallChecks,
  ...appChecks,
  ...taskLogChecks,
  ...completionChecks,
  ...listenChecks,
  ...iconChecks,
  ...corsChecks,
  ...httpChecks,
  unknownSessionCheck,
  ...legacyTransportChecks,
  ...rebindingChecks,
  ...capabilityChecks,
  ...stdioChecks,
];
