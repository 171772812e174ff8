/**
 * Wire shapes of the tasks extension (`io.modelcontextprotocol/tasks`, SEP-2663) and their
 * validation: server results are untrusted, so every field is checked at this boundary.
 */
import { isRecord } from '../../../lib/is-record';

// The id lives with the session's declarations; the tasks face keeps offering it.
export { TASKS_EXTENSION } from '../../client-features/extensions';

export const TASK_STATUSES = ['working', 'input_required', 'completed', 'failed', 'cancelled'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export interface TaskError {
  code: number;
  message: string;
}

/** A task as `tools/call` (resultType `task`) or `tasks/get` report it. */
export interface TaskInfo {
  taskId: string;
  status: TaskStatus;
  statusMessage: string | undefined;
  createdAt: string;
  lastUpdatedAt: string;
  ttlMs: number | null;
  pollIntervalMs: number | undefined;
  /** `tasks/get` inlines the final `result` of a completed task… */
  result: Record<string, unknown> | undefined;
  /** …the `error` of a failed one… */
  error: TaskError | undefined;
  /** …and the `inputRequests` of one that waits for input. */
  inputRequests: Record<string, unknown> | undefined;
}

export function isTaskStatus(value: unknown): value is TaskStatus {
  return typeof value === 'string' && (TASK_STATUSES as readonly string[]).includes(value);
}

export function isTerminal(status: TaskStatus): boolean {
  return status === 'completed' || status === 'failed' || status === 'cancelled';
}

function readError(value: unknown): TaskError | undefined {
  if (!isRecord(value)) return undefined;
  return { code: typeof value['code'] === 'number' ? value['code'] : 0, message: typeof value['message'] === 'string' ? value['message'] : 'Task failed' };
}

/** The fields a task result must carry (SEP-2663), each missing one named. */
export function missingTaskFields(value: Record<string, unknown>): string[] {
  const missing: string[] = [];
  if (typeof value['taskId'] !== 'string' || value['taskId'] === '') missing.push('taskId');
  if (!isTaskStatus(value['status'])) missing.push('status');
  if (typeof value['createdAt'] !== 'string') missing.push('createdAt');
  if (typeof value['lastUpdatedAt'] !== 'string') missing.push('lastUpdatedAt');
  return missing;
}

/** A task read from a result (or a `notifications/tasks` params); undefined when it is not one. */
export function parseTask(value: unknown): TaskInfo | undefined {
  if (!isRecord(value) || missingTaskFields(value).length > 0) return undefined;
  const { taskId, status, createdAt, lastUpdatedAt } = value;
  if (typeof taskId !== 'string' || !isTaskStatus(status) || typeof createdAt !== 'string' || typeof lastUpdatedAt !== 'string') return undefined;
  const ttl = value['ttlMs'];
  const poll = value['pollIntervalMs'];
  return {
    taskId,
    status,
    statusMessage: typeof value['statusMessage'] === 'string' ? value['statusMessage'] : undefined,
    createdAt,
    lastUpdatedAt,
    ttlMs: typeof ttl === 'number' ? ttl : null,
    pollIntervalMs: typeof poll === 'number' && Number.isFinite(poll) ? poll : undefined,
    result: isRecord(value['result']) ? value['result'] : undefined,
    error: readError(value['error']),
    inputRequests: isRecord(value['inputRequests']) ? value['inputRequests'] : undefined,
  };
}
