import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoHttpServer } from '../../demo-server/http';
import { McpSession } from '../../src/protocol';

/**
 * Node enforces no CORS, so this wraps the real fetch with what a browser would
 * do for a server whose preflight allows only `allowed` request headers: the
 * request is refused with a bare TypeError before it leaves.
 */
function browserWithAllowList(allowed: string[] | 'none'): typeof fetch {
  return (input, init) => {
    if (init?.mode !== 'no-cors') {
      const names = [...new Headers(init?.headers).keys()];
      const refused = allowed === 'none' || names.some((n) => !['content-type', 'accept', ...allowed].includes(n));
      if (refused) return Promise.reject(new TypeError('Failed to fetch'));
    }
    return fetch(input, init);
  };
}

let server: { url: string; close(): Promise<void> };
beforeAll(async () => {
  server = await startDemoHttpServer({ port: 0 });
});
afterAll(async () => {
  await server.close();
});

describe('connect failures explained by the CORS probe (real demo server, emulated browser CORS)', () => {
  it('names the request headers missing from Access-Control-Allow-Headers', async () => {
    const session = new McpSession({ url: server.url, fetch: browserWithAllowList(['mcp-protocol-version', 'mcp-session-id']) });
    const status = await session.connect();
    if (status.state !== 'error') throw new Error(`expected an error, got ${status.state}`);
    expect(status.error.kind).toBe('cors');
    expect(status.error.cors?.verdict).toBe('missing-allow-headers');
    expect(status.error.cors?.missingAllowHeaders).toEqual(['mcp-method', 'mcp-name']);
    expect(status.error.message).toContain(
      "CORS: the server's preflight response does not allow the request header(s) mcp-method, mcp-name (Access-Control-Allow-Headers).",
    );
    // The probe's requests are in the log too, so the user can see what was tried.
    expect(session.traffic.getSnapshot().exchanges.some((e) => e.request.headers.some(([n]) => n === 'mcp-name'))).toBe(true);
  });

  it('says the preflight is not answered when even a plain JSON POST is refused', async () => {
    const session = new McpSession({ url: server.url, fetch: browserWithAllowList('none') });
    const status = await session.connect();
    if (status.state !== 'error') throw new Error(`expected an error, got ${status.state}`);
    expect(status.error).toMatchObject({ kind: 'cors', cors: { verdict: 'no-allow-origin' } });
    expect(status.error.message).toContain('CORS: the server does not answer the preflight (OPTIONS) with Access-Control-Allow-Origin');
  });
});
