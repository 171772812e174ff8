import { CHIME_WAV, DIAGRAM_SVG, LOGO_PNG } from './assets.js';
import { CACHE, defineResource, type DemoResource } from './catalog.js';

const SRC = 'demo://src';
const UPDATED = '2026-11-26T17:45:00Z';

function code(...lines: string[]): string {
  return `${lines.join('\n')}\n`;
}

function sourceFile(path: string, mimeType: string, description: string, body: string): DemoResource {
  return defineResource({
    uri: `${SRC}/${path}`,
    title: path.split('/').pop() ?? path,
    description,
    mimeType,
    body,
    audience: ['assistant'],
    priority: 0.4,
    lastModified: UPDATED,
    glyph: 'code',
    cacheHint: CACHE.mediumPublic,
  });
}

export const SOURCE_FILES: DemoResource[] = [
  sourceFile('server/index.ts', 'text/x-typescript', 'Entry point of a small MCP server.', code(
    "import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';",
    '',
    "const handler = createMcpHandler(() => new McpServer({ name: 'hello', version: '1.0.0' }));",
    'export default { fetch: handler.fetch };',
  )),
  sourceFile('server/tools/weather.ts', 'text/x-typescript', 'A tool with an input schema.', code(
    "import { z } from 'zod';",
    '',
    'export const weatherInput = z.object({',
    "  city: z.string().describe('City name'),",
    "  unit: z.enum(['celsius', 'fahrenheit']).default('celsius'),",
    '});',
  )),
  sourceFile('client/connect.ts', 'text/x-typescript', 'Connecting with version negotiation.', code(
    "import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';",
    '',
    "const client = new Client({ name: 'example', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });",
    "await client.connect(new StreamableHTTPClientTransport(new URL('http://127.0.0.1:3001/mcp')));",
  )),
  sourceFile('utils/retry.ts', 'text/x-typescript', 'Exponential backoff with jitter.', code(
    'export async function retry<T>(run: () => Promise<T>, attempts = 3): Promise<T> {',
    '  for (let i = 0; ; i += 1) {',
    '    try {',
    '      return await run();',
    '    } catch (error) {',
    '      if (i + 1 >= attempts) throw error;',
    '      await new Promise((r) => setTimeout(r, 2 ** i * 100 + Math.random() * 50));',
    '    }',
    '  }',
    '}',
  )),
  sourceFile('py/app.py', 'text/x-python', 'The same server, in Python.', code(
    'from mcp.server.fastmcp import FastMCP',
    '',
    'mcp = FastMCP("hello")',
    '',
    '@mcp.tool()',
    'def add(a: int, b: int) -> int:',
    '    """Add two numbers."""',
    '    return a + b',
  )),
  sourceFile('py/models.py', 'text/x-python', 'Dataclasses for the demo data.', code(
    'from dataclasses import dataclass',
    '',
    '@dataclass(frozen=True)',
    'class User:',
    '    id: str',
    '    name: str',
    '    team: str',
  )),
  sourceFile('sql/schema.sql', 'application/sql', 'Database schema for projects.', code(
    'CREATE TABLE projects (',
    '  id TEXT PRIMARY KEY,',
    '  owner TEXT NOT NULL,',
    "  status TEXT NOT NULL CHECK (status IN ('active', 'maintenance', 'archived'))",
    ');',
  )),
  sourceFile('styles/theme.css', 'text/css', 'Design tokens of the demo UI.', code(
    ':root {',
    '  --accent: #4f46e5;',
    '  --warning: #f59e0b;',
    '}',
  )),
  sourceFile('config/deploy.yaml', 'application/yaml', 'Deployment settings.', code(
    'service: demo-mcp',
    'replicas: 2',
    'env:',
    '  PORT: "3001"',
  )),
];

export const MEDIA_FILES: DemoResource[] = [
  defineResource({
    uri: 'demo://media/logo.png',
    title: 'Demo logo',
    description: 'A 48×48 PNG logo (binary, served as a base64 blob).',
    mimeType: 'image/png',
    body: LOGO_PNG,
    audience: ['user'],
    priority: 0.3,
    lastModified: '2026-06-01T10:00:00Z',
    glyph: 'media',
    cacheHint: CACHE.longPublic,
  }),
  defineResource({
    uri: 'demo://media/chime.wav',
    title: 'Chime',
    description: 'A 0.35 s two-note chime, 8 kHz mono WAV.',
    mimeType: 'audio/wav',
    body: CHIME_WAV,
    audience: ['user'],
    priority: 0.2,
    lastModified: '2026-06-01T10:00:00Z',
    glyph: 'audio',
    cacheHint: CACHE.longPublic,
  }),
  defineResource({
    uri: 'demo://media/diagrams/architecture.svg',
    title: 'Architecture diagram',
    description: 'How the console reaches a server (SVG, render it sandboxed).',
    mimeType: 'image/svg+xml',
    body: DIAGRAM_SVG,
    audience: ['user'],
    priority: 0.3,
    lastModified: '2026-07-14T16:20:00Z',
    glyph: 'media',
    cacheHint: CACHE.longPublic,
  }),
];
