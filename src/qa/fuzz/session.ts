import { sendRpc, type McpSession, type WireTarget } from '../../protocol';
import type { CallOutcome } from './oracle';
import type { FuzzTransport } from './run';
import type { FuzzTool } from './types';

/**
 * The engine's transport over a connected session: raw JSON-RPC through the session's tapped
 * fetch, so a crash's HTTP status and a body that is not JSON-RPC are seen as they are.
 */
const MAX_PAGES = 20;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function wireOf(session: McpSession, timeoutMs: number): WireTarget {
  const status = session.status.getSnapshot();
  if (status.state !== 'connected') throw new Error(`Not connected to ${session.url}`);
  return {
    url: session.url,
    era: status.negotiation.era,
    protocolVersion: status.negotiation.protocolVersion,
    fetch: session.rawFetch,
    traffic: session.traffic,
    headers: { ...session.requestHeaders },
    sessionId: () => session.client?.transport?.sessionId,
    timeoutMs,
  };
}

function toolOf(value: unknown): FuzzTool | undefined {
  if (!isRecord(value) || typeof value.name !== 'string') return undefined;
  const annotations = isRecord(value.annotations) ? value.annotations : {};
  return { name: value.name, inputSchema: value.inputSchema, readOnly: annotations.readOnlyHint === true };
}

async function listTools(session: McpSession, timeoutMs: number): Promise<FuzzTool[]> {
  const tools: FuzzTool[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const { outcome } = await sendRpc(wireOf(session, timeoutMs), 'tools/list', cursor === undefined ? {} : { cursor });
    if (outcome.result === undefined) throw new Error(`tools/list failed: ${outcome.error?.message ?? outcome.failure ?? 'no result'}`);
    const listed = Array.isArray(outcome.result.tools) ? outcome.result.tools : [];
    tools.push(...listed.map(toolOf).filter((tool) => tool !== undefined));
    cursor = typeof outcome.result.nextCursor === 'string' ? outcome.result.nextCursor : undefined;
    if (cursor === undefined) break;
  }
  return tools;
}

/** The session's fetch, aborted also by `signal`: a cancelled run drops what it has in flight. */
function abortable(wire: WireTarget, signal: AbortSignal | undefined): WireTarget {
  if (signal === undefined) return wire;
  const fetch: typeof globalThis.fetch = (input, init) => wire.fetch(input, { ...init, signal: init?.signal == null ? signal : AbortSignal.any([init.signal, signal]) });
  return { ...wire, fetch };
}

/**
 * `gone`: the stdio process's end, when the session runs through a bridge (else always undefined).
 * `signal`: aborts the calls in flight (the QA panel's Cancel); the run does not judge them.
 */
export function sessionTransport(session: McpSession, options: { listTimeoutMs: number; gone: () => string | undefined; signal?: AbortSignal }): FuzzTransport {
  return {
    listTools: () => listTools(session, options.listTimeoutMs),
    call: async (tool, input, timeoutMs): Promise<CallOutcome> => {
      const params = input === undefined ? { name: tool } : { name: tool, arguments: input };
      const { outcome } = await sendRpc(abortable(wireOf(session, timeoutMs), options.signal), 'tools/call', params);
      return {
        httpStatus: outcome.httpStatus,
        contentType: outcome.contentType,
        response: outcome.response,
        timedOut: outcome.failure?.startsWith('timed out') === true,
        failure: outcome.failure,
      };
    },
    gone: options.gone,
  };
}
