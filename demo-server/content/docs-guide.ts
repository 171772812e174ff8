import { CACHE, defineResource, type DemoResource } from './catalog.js';

/** Joins Markdown lines; single-quoted lines keep backticks readable. */
export function md(...lines: string[]): string {
  return `${lines.join('\n')}\n`;
}

const GUIDE = 'demo://docs/guide';
const UPDATED = '2026-11-20T09:30:00Z';

function guideDoc(path: string, title: string, description: string, body: string, priority = 0.6): DemoResource {
  return defineResource({
    uri: `${GUIDE}/${path}`,
    title,
    description,
    mimeType: 'text/markdown',
    body,
    priority,
    lastModified: UPDATED,
    glyph: 'doc',
    cacheHint: CACHE.longPublic,
  });
}

export const GUIDE_DOCS: DemoResource[] = [
  guideDoc('getting-started.md', 'Getting started', 'Connect MCP Console to a server in two minutes.', md(
    '# Getting started',
    '',
    'MCP Console talks to MCP servers over Streamable HTTP, straight from your browser.',
    '',
    '1. Paste the server URL (for example `http://127.0.0.1:3001/mcp`) and press **Connect**.',
    '2. The console sends `server/discover`; a 2026-07-28 server answers with its capabilities.',
    '3. Browse resources, prompts and tools in the side panels. Every request appears in **Traffic**.',
    '',
    'No server at hand? The embedded demo server you are reading right now runs inside the page.',
  ), 0.9),
  guideDoc('installation.md', 'Installation', 'Run the console locally or host the static build.', md(
    '# Installation',
    '',
    '~~~sh',
    'npm ci',
    'npm run dev          # console on http://localhost:5173',
    'npm run demo-server  # this demo server on http://127.0.0.1:3001/mcp',
    '~~~',
    '',
    'The production build is a static site: serve `dist/` from any web server.',
  )),
  guideDoc('concepts/resources.md', 'Resources', 'URIs, contents, sizes and annotations.', md(
    '# Resources',
    '',
    'A resource is data identified by a URI. `resources/list` returns descriptors',
    '(title, MIME type, size in bytes, annotations, icons); `resources/read` returns the contents,',
    'either as UTF-8 `text` or as base64 `blob`.',
    '',
    '- `annotations.audience` says who the content is for: `user`, `assistant` or both.',
    '- `annotations.priority` ranges from 0 (optional) to 1 (required).',
    '- `annotations.lastModified` is an ISO 8601 timestamp.',
  ), 0.8),
  guideDoc('concepts/templates.md', 'Resource templates', 'RFC 6570 URI templates with argument completion.', md(
    '# Resource templates',
    '',
    'Templates such as `demo://repos/{owner}/{repo}/readme` describe whole families of resources.',
    'The console asks `completion/complete` for suggestions while you type; the `repo` suggestions',
    'depend on the `owner` you already chose (`context.arguments`).',
  )),
  guideDoc('concepts/prompts.md', 'Prompts', 'User-controlled message templates.', md(
    '# Prompts',
    '',
    'Prompts are templates the user picks, like slash commands. Arguments are strings and may be',
    'completed by the server. A prompt result is a list of messages whose content can be text,',
    'images, audio, resource links or embedded resources.',
  )),
  guideDoc('concepts/tools.md', 'Tools', 'Model-controlled functions with JSON Schema inputs.', md(
    '# Tools',
    '',
    'Tools have an input schema, optional output schema and behaviour hints such as',
    '`readOnlyHint` and `idempotentHint`. Hints are advisory: never trust them for security.',
  )),
  guideDoc('concepts/subscriptions.md', 'Subscriptions', 'Change notifications over subscriptions/listen.', md(
    '# Subscriptions',
    '',
    'A client opens `subscriptions/listen` with a filter. The server acknowledges with the subset it',
    'honours and then streams change notifications over SSE. Subscribe to',
    '`demo://live/clock.json` to see a `notifications/resources/updated` every few seconds.',
  )),
  guideDoc('concepts/caching.md', 'Caching', 'How ttlMs and cacheScope drive the console cache.', md(
    '# Caching',
    '',
    'Cacheable results carry `ttlMs` and `cacheScope`. The console keeps a result fresh for `ttlMs`',
    'milliseconds and never shares `private` results between authorization contexts.',
    '',
    '| Resource family | ttlMs | scope |',
    '|---|---|---|',
    '| `demo://docs/...` | 3 600 000 | public |',
    '| `demo://data/...` | 300 000 | public |',
    '| `demo://data/users/...` | 5 000 | private |',
  )),
  guideDoc('troubleshooting/cors.md', 'Fixing CORS', 'What a server must send so a browser may call it.', md(
    '# Fixing CORS',
    '',
    'Browsers send a preflight `OPTIONS` request first. The server must answer it with `204` and:',
    '',
    '- `Access-Control-Allow-Origin`: the page origin (or `*` without credentials)',
    '- `Access-Control-Allow-Methods`: `GET, POST, DELETE, OPTIONS`',
    '- `Access-Control-Allow-Headers`: at least `content-type`, `mcp-protocol-version`, `mcp-method`, `mcp-name`',
    '- `Access-Control-Expose-Headers` on every response: `Mcp-Session-Id`, `Mcp-Protocol-Version`, `WWW-Authenticate`',
  ), 0.7),
  guideDoc('troubleshooting/errors.md', 'Reading errors', 'JSON-RPC error codes you will meet.', md(
    '# Reading errors',
    '',
    '| code | meaning |',
    '|---|---|',
    '| -32601 | method not found (capability missing) |',
    '| -32602 | invalid params, also "resource not found" |',
    '| -32603 | internal error |',
  )),
];
