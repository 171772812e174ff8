import type { WireTarget } from '../../../protocol';
import type { PreparedLoad } from '../engine';
import { requestBody, requestHeaders } from '../request';
import { rowLabel } from '../stats';
import type { LoadGates, LoadTarget } from '../types';

/** One request of an exported script; the script gives each a fresh id and adds the session id and the user's headers. */
export interface PlanRequest {
  /** The tag its latency is reported and gated under: method and target, safe in a k6 threshold name. */
  tag: string;
  method: string;
  name: string | null;
  body: Record<string, unknown>;
  headers: Record<string, string>;
  notification: boolean;
}

/** The profile as data, written into the k6 and Locust scripts alike (and read back by the test that replays them). */
export interface ExportPlan {
  url: string;
  era: 'modern' | 'legacy';
  protocolVersion: string;
  /** Sent once per virtual user first: server/discover, or initialize and notifications/initialized. */
  handshake: PlanRequest[];
  requests: PlanRequest[];
  concurrency: number;
  durationS: number;
  p95MaxMs: number | null;
  errorRateMax: number | null;
  /** The user's `--header` names and the environment variable each value is read from: secrets stay out of the file. */
  headerEnv: Record<string, string>;
}

const LEGACY_CLIENT = { name: 'mcp-console-bench', version: '1' };

export const tagOf = (target: Pick<LoadTarget, 'method' | 'name'>): string => rowLabel({ method: target.method, name: target.name ?? null }).replace(/[^\w./-]+/g, '_');

function planRequest(wire: WireTarget, target: LoadTarget, tag: string): PlanRequest {
  return { tag, method: target.method, name: target.name ?? null, body: requestBody(wire, target, 0), headers: requestHeaders(wire, target), notification: false };
}

/** The era's handshake: 2026-07-28 needs none but discover tells the server who calls; a legacy session is opened with initialize. */
function handshakeOf(wire: WireTarget): PlanRequest[] {
  if (wire.era === 'modern') return [planRequest(wire, { method: 'server/discover', name: undefined, params: {} }, 'handshake')];
  const initialize = { method: 'initialize', params: { protocolVersion: wire.protocolVersion, capabilities: {}, clientInfo: LEGACY_CLIENT } };
  const base = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
  return [
    { tag: 'handshake', method: initialize.method, name: null, body: { jsonrpc: '2.0', id: 0, ...initialize }, headers: base, notification: false },
    { tag: 'handshake', method: 'notifications/initialized', name: null, body: { jsonrpc: '2.0', method: 'notifications/initialized' }, headers: { ...base, 'mcp-protocol-version': wire.protocolVersion }, notification: true },
  ];
}

export const headerVariable = (name: string): string => `MCP_HEADER_${name.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}`;

/** The prepared profile as an export plan; the session's own id and the user's header values are left out. */
export function exportPlan(prepared: PreparedLoad, run: { concurrency: number; durationMs: number; gates: LoadGates }): ExportPlan {
  const wire: WireTarget = { ...prepared.load.wire, headers: {}, sessionId: () => undefined };
  const headerEnv = Object.fromEntries(Object.keys(prepared.load.wire.headers).map((name) => [name, headerVariable(name)]));
  return {
    url: prepared.url,
    era: wire.era,
    protocolVersion: wire.protocolVersion,
    handshake: handshakeOf(wire),
    requests: prepared.targets.map((target) => planRequest(wire, target, tagOf(target))),
    concurrency: run.concurrency,
    durationS: Math.max(1, Math.round(run.durationMs / 1000)),
    p95MaxMs: run.gates.p95MaxMs ?? null,
    errorRateMax: run.gates.errorRateMax ?? null,
    headerEnv,
  };
}
