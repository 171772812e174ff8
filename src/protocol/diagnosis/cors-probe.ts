import {
  CLIENT_CAPABILITIES_META_KEY,
  CLIENT_INFO_META_KEY,
  PROTOCOL_VERSION_META_KEY,
} from '@modelcontextprotocol/client';
import { describeError } from '../transport/tap/fetch-tap';
import type { CorsProbeResults } from './cors';
import type { Era } from '../model/types';

export const MODERN_PROTOCOL_VERSION = '2026-07-28';
const LEGACY_PROTOCOL_VERSION = '2025-11-25';
const CLIENT_INFO = { name: 'mcp-console-cors-probe', version: '1' };
const ACCEPT = 'application/json, text/event-stream';

export interface ProbeOptions {
  /** Extra headers the session sends (user headers, authorization); each is tested alone. */
  headers?: Record<string, string>;
  /** Known or suspected era; 'legacy' (or unknown) adds the session-id exposure check. */
  era?: Era;
}

/** A harmless modern request: `server/discover` with the full `_meta` envelope (spec §8). */
function discoverBody(): string {
  return JSON.stringify({
    jsonrpc: '2.0',
    id: 'cors-probe',
    method: 'server/discover',
    params: {
      _meta: {
        [PROTOCOL_VERSION_META_KEY]: MODERN_PROTOCOL_VERSION,
        [CLIENT_INFO_META_KEY]: CLIENT_INFO,
        [CLIENT_CAPABILITIES_META_KEY]: {},
      },
    },
  });
}

/** Header values the SDK would send; only whether the browser lets them through matters. */
function sdkHeaders(): Record<string, string> {
  return {
    'mcp-protocol-version': MODERN_PROTOCOL_VERSION,
    'mcp-method': 'server/discover',
    'mcp-name': 'cors-probe',
    'mcp-session-id': 'cors-probe',
  };
}

async function attempt(fetchFn: typeof fetch, url: string, init: RequestInit): Promise<{ ok: true; response: Response } | { ok: false; error: string }> {
  try {
    return { ok: true, response: await fetchFn(url, init) };
  } catch (error) {
    return { ok: false, error: describeError(error) };
  }
}

/**
 * Runs the CORS probe from the browser: (a) opaque no-cors POST — reachability;
 * (b) JSON POST with no extra headers — Allow-Origin / preflight; (c) each extra
 * header alone — Allow-Headers; (d) legacy `initialize` — is `Mcp-Session-Id`
 * readable (Expose-Headers). Every request is one the real session would send
 * anyway. Spec §23; Fetch standard CORS protocol.
 */
export async function probeCors(url: string, fetchFn: typeof fetch, opts: ProbeOptions = {}): Promise<CorsProbeResults> {
  const opaque = await attempt(fetchFn, url, { method: 'POST', mode: 'no-cors', body: discoverBody() });
  if (!opaque.ok) return { reachable: false, reachError: opaque.error, basicPost: { ok: false, error: opaque.error }, headers: [] };
  await drain(opaque.response);

  const base = { 'content-type': 'application/json', accept: ACCEPT };
  const basic = await attempt(fetchFn, url, { method: 'POST', headers: base, body: discoverBody() });
  if (!basic.ok) return { reachable: true, basicPost: basic, headers: [] };
  await drain(basic.response);

  const extra = { ...sdkHeaders(), ...lowerKeys(opts.headers ?? {}) };
  const headers = await Promise.all(
    Object.entries(extra).map(async ([name, value]) => {
      const result = await attempt(fetchFn, url, { method: 'POST', headers: { ...base, [name]: value }, body: discoverBody() });
      if (result.ok) await drain(result.response);
      return { name, allowed: result.ok };
    }),
  );
  const results: CorsProbeResults = { reachable: true, basicPost: { ok: true, status: basic.response.status }, headers };
  if (opts.era !== 'modern' && headers.every((h) => h.allowed)) {
    results.session = await probeSessionId(fetchFn, url, base);
  }
  return results;
}

/** (d) A legacy `initialize` (spec §10.1); a readable session id is closed again with DELETE. */
async function probeSessionId(fetchFn: typeof fetch, url: string, base: Record<string, string>): Promise<{ initializeOk: boolean; sessionIdReadable: boolean }> {
  const body = JSON.stringify({
    jsonrpc: '2.0',
    id: 'cors-probe-init',
    method: 'initialize',
    params: { protocolVersion: LEGACY_PROTOCOL_VERSION, capabilities: {}, clientInfo: CLIENT_INFO },
  });
  const result = await attempt(fetchFn, url, { method: 'POST', headers: base, body });
  if (!result.ok) return { initializeOk: false, sessionIdReadable: false };
  const { response } = result;
  const sessionId = response.headers.get('mcp-session-id');
  const text = await firstMessageText(response);
  const initializeOk = response.ok && /"protocolVersion"\s*:/.test(text) && /"result"\s*:/.test(text);
  if (sessionId !== null) {
    await attempt(fetchFn, url, { method: 'DELETE', headers: { 'mcp-session-id': sessionId, 'mcp-protocol-version': LEGACY_PROTOCOL_VERSION } });
  }
  return { initializeOk, sessionIdReadable: sessionId !== null };
}

/** Reads until the first complete JSON-RPC message, so an SSE answer that stays open cannot hang the probe. */
async function firstMessageText(response: Response): Promise<string> {
  if (response.body === null) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      if (/"result"\s*:|"error"\s*:/.test(text) && /\n\n|\}\s*$/.test(text)) break;
    }
  } catch {
    // A broken stream still tells us what arrived before it broke.
  } finally {
    void reader.cancel().catch(() => undefined);
  }
  return text;
}

async function drain(response: Response): Promise<void> {
  await response.body?.cancel().catch(() => undefined);
}

function lowerKeys(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
}
