import { envelope, paramHeaders, scanHeaderParams, standardHeaders, type WireTarget } from '../../protocol';
import type { LoadTarget } from './types';

/**
 * How a load run speaks to its server: raw JSON-RPC over the connected session's fetch, so the
 * bodies and headers are exactly those an exported k6 or Locust script replays.
 */
export interface LoadWire {
  /** The session's wire (URL, era, version, extra headers, legacy session id, its fetch). */
  wire: WireTarget;
  /**
   * Whether a cancelled request also needs `notifications/cancelled`: on a legacy session a
   * closed stream is not a cancel (2025-11-25). On 2026-07-28 HTTP, and through the stdio bridge
   * (which sends the notification to the process itself), aborting the request is the cancel.
   */
  cancelByNotification: boolean;
}

/** The JSON-RPC request of `target`, with the 2026-07-28 envelope when the era has one. */
export function requestBody(wire: WireTarget, target: Pick<LoadTarget, 'method' | 'params'>, id: string | number): Record<string, unknown> {
  const params = wire.era === 'modern' ? { ...target.params, _meta: envelope(wire.protocolVersion) } : target.params;
  return { jsonrpc: '2.0', id, method: target.method, params };
}

/**
 * The `Mcp-Param-*` headers a 2026-07-28 tools/call of `tool` with `args` carries (spec §7.4), as
 * the console's own calls send them; undefined when there are none (no valid `x-mcp-header`, or
 * no mirrored argument given).
 */
export function toolParamHeaders(tool: Record<string, unknown>, args: Record<string, unknown>): Record<string, string> | undefined {
  const scan = scanHeaderParams(tool.inputSchema);
  const headers = scan.valid ? paramHeaders(scan.params, args) : {};
  return Object.keys(headers).length === 0 ? undefined : headers;
}

/**
 * The headers the request carries: the MCP ones (Mcp-Method, Mcp-Name, version, session id), a
 * 2026-07-28 tools/call's Mcp-Param ones (a legacy server has none), and the user's.
 */
export function requestHeaders(wire: WireTarget, target: Pick<LoadTarget, 'method' | 'params' | 'paramHeaders'>): Record<string, string> {
  const standard = standardHeaders(wire, target.method, target.params);
  return wire.era === 'modern' ? { ...standard, ...target.paramHeaders } : standard;
}
