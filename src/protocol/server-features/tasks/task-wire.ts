import { CLIENT_CAPABILITIES_META_KEY, CLIENT_INFO_META_KEY, PROTOCOL_VERSION_META_KEY } from '@modelcontextprotocol/client';
import { sendRpc, type WireTarget } from '../../transport/wire';
import { ConsoleError } from '../../diagnosis/console-error';
import { jsonRpcError } from '../../diagnosis/errors';
import { INPUT_CAPABILITIES } from '../../client-features/input-required';
import type { McpSession } from '../../session/session';
import { TASKS_EXTENSION } from '../../client-features/extensions';
import { parseTask, type TaskInfo } from './task-types';

/** The three task methods, as the follower needs them (a fake in unit tests). */
export interface TaskWire {
  get(taskId: string): Promise<TaskInfo>;
  update(taskId: string, inputResponses: Record<string, unknown>): Promise<void>;
  cancel(taskId: string): Promise<void>;
}

/** The client capabilities the console declares, tasks included (the SDK sends the same on its own requests). */
export const TASK_CLIENT_CAPABILITIES = { ...INPUT_CAPABILITIES, extensions: { [TASKS_EXTENSION]: {} } };

function wireTarget(session: McpSession): WireTarget {
  const status = session.status.getSnapshot();
  if (status.state !== 'connected') throw new ConsoleError({ kind: 'protocol', message: `Not connected to ${session.url}: connect first.` });
  return {
    url: session.url,
    era: status.negotiation.era,
    protocolVersion: status.negotiation.protocolVersion,
    fetch: session.rawFetch,
    traffic: session.traffic,
    headers: { ...session.requestHeaders },
    sessionId: () => session.client?.transport?.sessionId,
    timeoutMs: 30_000,
  };
}

/**
 * Sends one task method through the session's tapped fetch, so it shows in the Traffic log.
 * The SDK refuses these methods (METHOD_NOT_SUPPORTED_BY_PROTOCOL_VERSION), so they go raw, with
 * the 2026-07-28 envelope and the `Mcp-Name: <taskId>` header the extension requires over HTTP.
 */
async function send(session: McpSession, method: string, params: Record<string, unknown> & { taskId: string }): Promise<Record<string, unknown>> {
  const target = wireTarget(session);
  const meta = {
    [PROTOCOL_VERSION_META_KEY]: target.protocolVersion,
    [CLIENT_INFO_META_KEY]: { name: 'mcp-console', version: '0.1.0' },
    [CLIENT_CAPABILITIES_META_KEY]: TASK_CLIENT_CAPABILITIES,
  };
  const { outcome } = await sendRpc(target, method, params, { meta: target.era === 'modern' ? meta : null, headers: { 'mcp-name': params.taskId } });
  const linked = outcome.exchangeId === undefined ? {} : { exchangeId: outcome.exchangeId };
  if (outcome.error !== undefined) throw new ConsoleError({ ...jsonRpcError(outcome.error.code, outcome.error.message, outcome.error.data, outcome.httpStatus), ...linked });
  if (outcome.result === undefined) throw new ConsoleError({ kind: 'network', message: `${method}: ${outcome.failure ?? 'no result'}`, ...linked });
  return outcome.result;
}

export function sessionTaskWire(session: McpSession): TaskWire {
  return {
    async get(taskId) {
      const result = await send(session, 'tasks/get', { taskId });
      const task = parseTask(result);
      if (task === undefined) throw new ConsoleError({ kind: 'invalid-result', message: 'tasks/get answered something that is not a task (taskId, status, createdAt, lastUpdatedAt).', issues: [] });
      return task;
    },
    async update(taskId, inputResponses) {
      await send(session, 'tasks/update', { taskId, inputResponses });
    },
    async cancel(taskId) {
      await send(session, 'tasks/cancel', { taskId });
    },
  };
}
