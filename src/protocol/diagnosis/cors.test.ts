import { describe, expect, it } from 'vitest';
import { diagnoseCors, type CorsProbeResults } from './cors';
import { probeCors } from './cors-probe';

interface Policy {
  reachable?: boolean;
  allowOrigin?: boolean;
  allowHeaders?: string[];
  exposeSessionId?: boolean;
}

/** Emulates what a browser lets JS observe for a server with the given CORS policy. */
function browserFetch(policy: Policy): { fetch: typeof fetch; seen: RequestInit[] } {
  const seen: RequestInit[] = [];
  const respond = (init: RequestInit | undefined): Response => {
    seen.push(init ?? {});
    if (policy.reachable === false) throw new TypeError('Failed to fetch');
    if (init?.mode === 'no-cors') return new Response(null);
    if (policy.allowOrigin === false) throw new TypeError('Failed to fetch');
    const allowed = new Set(['content-type', 'accept', ...(policy.allowHeaders ?? [])]);
    for (const name of new Headers(init?.headers).keys()) {
      if (!allowed.has(name)) throw new TypeError('Failed to fetch');
    }
    const body = typeof init?.body === 'string' ? init.body : '';
    if (init?.method === 'POST' && body.includes('"initialize"')) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (policy.exposeSessionId === true) headers['mcp-session-id'] = 's-1';
      return new Response(JSON.stringify({ jsonrpc: '2.0', id: 'cors-probe-init', result: { protocolVersion: '2025-11-25', capabilities: {}, serverInfo: { name: 's', version: '1' } } }), { headers });
    }
    return new Response(JSON.stringify({ jsonrpc: '2.0', id: 'cors-probe', error: { code: -32000, message: 'Bad Request' } }), { status: 400, headers: { 'content-type': 'application/json' } });
  };
  const fn: typeof fetch = (_input, init) => {
    try {
      return Promise.resolve(respond(init));
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  };
  return { fetch: fn, seen };
}

const url = 'http://127.0.0.1:3001/mcp';
const ctx = { url, origin: 'http://localhost:5173' };
const ALL = ['mcp-protocol-version', 'mcp-method', 'mcp-name', 'mcp-session-id', 'authorization'];

async function diagnose(policy: Policy, headers?: Record<string, string>) {
  const { fetch } = browserFetch(policy);
  const results = await probeCors(url, fetch, { headers });
  return diagnoseCors(results, ctx);
}

describe('probeCors + diagnoseCors', () => {
  it('says unreachable when not even an opaque request gets through', async () => {
    const d = await diagnose({ reachable: false });
    expect(d.verdict).toBe('unreachable');
    expect(d.summary).toContain('CORS');
    expect(d.summary).toContain('could not be reached');
  });

  it('names the missing Access-Control-Allow-Origin when the preflight fails', async () => {
    const d = await diagnose({ allowOrigin: false });
    expect(d.verdict).toBe('no-allow-origin');
    expect(d.summary).toBe(
      "CORS: the server does not answer the preflight (OPTIONS) with Access-Control-Allow-Origin for http://localhost:5173 (or answers it with an error status such as 401, 404 or 405). The server is up, but the browser blocks every JSON POST to it.",
    );
  });

  it('names each request header missing from Access-Control-Allow-Headers', async () => {
    const d = await diagnose({ allowHeaders: ['mcp-protocol-version', 'mcp-session-id'] });
    expect(d.verdict).toBe('missing-allow-headers');
    expect(d.missingAllowHeaders).toEqual(['mcp-method', 'mcp-name']);
    expect(d.summary).toBe(
      "CORS: the server's preflight response does not allow the request header(s) mcp-method, mcp-name (Access-Control-Allow-Headers).",
    );
  });

  it('tests the authorization header only when the user configured one', async () => {
    const without = browserFetch({ allowHeaders: ALL });
    const results = await probeCors(url, without.fetch);
    expect(results.headers.map((h) => h.name)).not.toContain('authorization');
    const d = await diagnose({ allowHeaders: ALL.filter((h) => h !== 'authorization') }, { Authorization: 'Bearer t' });
    expect(d.missingAllowHeaders).toEqual(['authorization']);
  });

  it('flags a session id that initialize does not expose, honestly', async () => {
    const d = await diagnose({ allowHeaders: ALL });
    expect(d.verdict).toBe('missing-expose-headers');
    expect(d.missingExposeHeaders).toEqual(['mcp-session-id']);
    expect(d.summary).toContain('CORS');
    expect(d.summary).toContain('does not let us tell which');
  });

  it('closes a readable probe session and falls back to "hidden" when everything passes', async () => {
    const browser = browserFetch({ allowHeaders: ALL, exposeSessionId: true });
    const results = await probeCors(url, browser.fetch);
    expect(browser.seen.at(-1)?.method).toBe('DELETE');
    const d = diagnoseCors(results, ctx);
    expect(d.verdict).toBe('hidden');
    expect(d.summary).toContain('CORS');
  });

  it('sends a well-formed server/discover with the full _meta envelope', async () => {
    const browser = browserFetch({ allowHeaders: ALL, exposeSessionId: true });
    await probeCors(url, browser.fetch, { era: 'modern' });
    const sent = browser.seen[1]?.body;
    const body: unknown = JSON.parse(typeof sent === 'string' ? sent : 'null');
    expect(body).toMatchObject({
      method: 'server/discover',
      params: { _meta: { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': {} } },
    });
    // Modern era: no legacy initialize check.
    expect(browser.seen.some((init) => typeof init.body === 'string' && init.body.includes('"initialize"'))).toBe(false);
  });
});

describe('diagnoseCors fixes', () => {
  const results: CorsProbeResults = { reachable: true, basicPost: { ok: false, error: 'TypeError: Failed to fetch' }, headers: [] };

  it('offers Express and plain handler fixes that answer the preflight and expose the session id', () => {
    const d = diagnoseCors(results, { ...ctx, extraHeaders: ['X-Api-Key'] });
    expect(d.fixes.map((f) => f.title)).toEqual(['Express (cors middleware)', 'Fetch handler (answers OPTIONS with 204)', 'Node http server']);
    const [express, handler] = d.fixes;
    expect(express?.code).toContain("origin: ['http://localhost:5173']");
    expect(express?.code).toContain("'Mcp-Method', 'Mcp-Name'");
    expect(express?.code).toContain("'X-Api-Key'");
    expect(express?.code).toContain("exposedHeaders: ['Mcp-Session-Id', 'Mcp-Protocol-Version', 'WWW-Authenticate']");
    expect(handler?.code).toContain('status: 204');
    expect(handler?.code).toContain("'Access-Control-Expose-Headers': 'Mcp-Session-Id, Mcp-Protocol-Version, WWW-Authenticate'");
  });

  it('uses a placeholder origin when the console origin is unknown', () => {
    expect(diagnoseCors(results, { url }).fixes[0]?.code).toContain('https://your-console.example');
  });
});
