// A web-standard MCP handler (Deno.serve, Bun.serve, Workers, Hono, or Node through the SDK's
// adapter) that MCP Console can reach, and that passes its Origin, Host and CORS checks.
// Run on Node: node fetch-browser-access.mjs
import { createServer } from 'node:http';
import { McpServer, createMcpHandler, hostHeaderValidationResponse, localhostAllowedHostnames } from '@modelcontextprotocol/server';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { z } from 'zod';

// The consoles allowed to call this server: `npx mcp-console` serves one on 127.0.0.1:6280.
// Add the origin of a console you host (comma-separated in MCP_CONSOLE_ORIGINS).
const CONSOLE_ORIGINS = (process.env.MCP_CONSOLE_ORIGINS ?? 'http://127.0.0.1:6280,http://localhost:6280').split(',');
const ALLOW_HEADERS = 'content-type, accept, authorization, mcp-protocol-version, mcp-method, mcp-name, mcp-session-id, last-event-id';
const EXPOSE_HEADERS = 'Mcp-Session-Id, Mcp-Protocol-Version, WWW-Authenticate';

const handler = createMcpHandler(() => {
  const server = new McpServer({ name: 'fetch-example', version: '1.0.0' });
  server.registerTool(
    'echo',
    { description: 'Echo a message.', inputSchema: z.object({ message: z.string() }), annotations: { readOnlyHint: true } },
    ({ message }) => ({ content: [{ type: 'text', text: message }] }),
  );
  return server;
});

const refuse = (message) => Response.json({ jsonrpc: '2.0', error: { code: -32000, message }, id: null }, { status: 403 });

export async function fetchWithBrowserAccess(request) {
  // DNS rebinding: the SDK's own Host check answers 403 to any name but localhost's (a loopback server).
  const foreignHost = hostHeaderValidationResponse(request, localhostAllowedHostnames());
  if (foreignHost) return foreignHost;
  // Servers MUST validate Origin: exact console origins only (the SDK's helper allows a whole hostname).
  const origin = request.headers.get('origin');
  if (origin !== null && !CONSOLE_ORIGINS.includes(origin)) return refuse(`Origin ${origin} is not allowed`);
  const cors = origin === null ? {} : { 'Access-Control-Allow-Origin': origin, 'Access-Control-Expose-Headers': EXPOSE_HEADERS, Vary: 'Origin' };
  if (request.method === 'OPTIONS') {
    const preflight = { 'Access-Control-Allow-Methods': 'GET, POST, DELETE, OPTIONS', 'Access-Control-Allow-Headers': ALLOW_HEADERS, 'Access-Control-Max-Age': '600' };
    return new Response(null, { status: 204, headers: { ...cors, ...preflight } });
  }
  const response = await handler.fetch(request);
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(cors)) headers.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

const listener = createServer(toNodeHandler({ fetch: fetchWithBrowserAccess }));
listener.listen(Number(process.env.PORT ?? 3000), '127.0.0.1', () => {
  console.log(`MCP server on http://127.0.0.1:${listener.address().port}/mcp`);
});
