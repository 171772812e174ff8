/** Response headers a browser client needs to read (spec §23: session id, version, auth challenge). */
export const EXPOSE_HEADERS = ['Mcp-Session-Id', 'Mcp-Protocol-Version', 'WWW-Authenticate'];

/** Request headers the SDK may send in either era (spec §7.2, §10.2). */
export const BASE_ALLOW_HEADERS = [
  'Content-Type',
  'Accept',
  'Authorization',
  'Mcp-Protocol-Version',
  'Mcp-Method',
  'Mcp-Name',
  'Mcp-Session-Id',
  'Last-Event-ID',
];

const CANONICAL = new Map(BASE_ALLOW_HEADERS.map((h) => [h.toLowerCase(), h]));

/** Allow-list for the fixes: the base set plus the user's extra headers, without duplicates. */
export function allowHeaderList(extra: readonly string[]): string[] {
  const out = [...BASE_ALLOW_HEADERS];
  for (const name of extra) {
    const lower = name.toLowerCase();
    if (!CANONICAL.has(lower) && !out.some((h) => h.toLowerCase() === lower)) out.push(name);
  }
  return out;
}

const quoteList = (items: readonly string[]) => items.map((i) => `'${i}'`).join(', ');

/**
 * Copy-paste server-side fixes: Express `cors()` options, a web-standard fetch
 * handler wrapper (fits `createMcpHandler(...).fetch`) and a plain Node http server.
 */
export function corsFixes(origin: string, extraHeaders: readonly string[]): { title: string; code: string }[] {
  const allow = allowHeaderList(extraHeaders);
  const express = [
    "import cors from 'cors';",
    '',
    "app.use('/mcp', cors({",
    `  origin: ['${origin}'],`,
    "  methods: ['GET', 'POST', 'DELETE', 'OPTIONS'],",
    `  allowedHeaders: [${quoteList(allow)}],`,
    `  exposedHeaders: [${quoteList(EXPOSE_HEADERS)}],`,
    '  maxAge: 86400,',
    '}));',
  ].join('\n');
  const corsTable = [
    'const CORS = {',
    `  'Access-Control-Allow-Origin': '${origin}',`,
    "  'Access-Control-Allow-Methods': 'GET, POST, DELETE, OPTIONS',",
    `  'Access-Control-Allow-Headers': '${allow.join(', ')}',`,
    `  'Access-Control-Expose-Headers': '${EXPOSE_HEADERS.join(', ')}',`,
    "  'Access-Control-Max-Age': '86400',",
    "  'Vary': 'Origin',",
    '};',
  ].join('\n');
  const fetchHandler = [
    corsTable,
    '',
    'async function handle(request) {',
    "  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS });",
    '  const response = await mcpHandler.fetch(request);',
    '  const headers = new Headers(response.headers);',
    '  for (const [name, value] of Object.entries(CORS)) headers.set(name, value);',
    '  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });',
    '}',
  ].join('\n');
  const nodeServer = [
    corsTable,
    '',
    'http.createServer((req, res) => {',
    '  for (const [name, value] of Object.entries(CORS)) res.setHeader(name, value);',
    "  if (req.method === 'OPTIONS') return void res.writeHead(204).end();",
    '  nodeMcpHandler(req, res);',
    "}).listen(3000, '127.0.0.1');",
  ].join('\n');
  return [
    { title: 'Express (cors middleware)', code: express },
    { title: 'Fetch handler (answers OPTIONS with 204)', code: fetchHandler },
    { title: 'Node http server', code: nodeServer },
  ];
}
