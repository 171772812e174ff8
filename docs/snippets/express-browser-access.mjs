// An MCP server on Express that MCP Console (or any browser page you trust) can reach, and that
// passes the console's Origin, Host and CORS checks. Run: node express-browser-access.mjs
import cors from 'cors';
import express from 'express';
import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';
import { hostHeaderValidation, toNodeHandler } from '@modelcontextprotocol/node';
import { z } from 'zod';

// The consoles allowed to call this server: `npx mcp-console` serves one on 127.0.0.1:6280.
// Add the origin of a console you host (comma-separated in MCP_CONSOLE_ORIGINS).
const CONSOLE_ORIGINS = (process.env.MCP_CONSOLE_ORIGINS ?? 'http://127.0.0.1:6280,http://localhost:6280').split(',');

const handler = createMcpHandler(() => {
  const server = new McpServer({ name: 'express-example', version: '1.0.0' });
  server.registerTool(
    'echo',
    { description: 'Echo a message.', inputSchema: z.object({ message: z.string() }), annotations: { readOnlyHint: true } },
    ({ message }) => ({ content: [{ type: 'text', text: message }] }),
  );
  return server;
});

const app = express();
// DNS rebinding: a page whose own name was rebound to 127.0.0.1 sends that name as Host (403).
const validHost = hostHeaderValidation(['127.0.0.1', 'localhost', '[::1]']);
app.use((req, res, next) => {
  if (validHost(req, res)) next();
});
// Servers MUST validate Origin: a browser on any other site gets 403 (non-browser clients send none).
app.use((req, res, next) => {
  const origin = req.headers.origin;
  if (origin === undefined || CONSOLE_ORIGINS.includes(origin)) return next();
  res.status(403).json({ jsonrpc: '2.0', error: { code: -32000, message: `Origin ${origin} is not allowed` }, id: null });
});
// CORS for the allowed consoles: the MCP request headers, and the response headers they must read.
app.use(
  '/mcp',
  cors({
    origin: CONSOLE_ORIGINS,
    methods: ['GET', 'POST', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['content-type', 'accept', 'authorization', 'mcp-protocol-version', 'mcp-method', 'mcp-name', 'mcp-session-id', 'last-event-id'],
    exposedHeaders: ['Mcp-Session-Id', 'Mcp-Protocol-Version', 'WWW-Authenticate'],
    maxAge: 600,
  }),
);
app.all('/mcp', toNodeHandler(handler));

const listener = app.listen(Number(process.env.PORT ?? 3000), '127.0.0.1', () => {
  console.log(`MCP server on http://127.0.0.1:${listener.address().port}/mcp`);
});
