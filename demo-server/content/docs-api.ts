import { CACHE, defineResource, type DemoResource } from './catalog.js';
import { md } from './docs-guide.js';

const API = 'demo://docs/api';
const UPDATED = '2026-11-24T14:05:00Z';

function apiDoc(method: string, description: string, body: string): DemoResource {
  return defineResource({
    uri: `${API}/${method.replace('/', '-')}.md`,
    title: method,
    description,
    mimeType: 'text/markdown',
    body,
    audience: ['assistant'],
    priority: 0.4,
    lastModified: UPDATED,
    glyph: 'doc',
    cacheHint: CACHE.longPublic,
  });
}

export const API_DOCS: DemoResource[] = [
  apiDoc('resources/list', 'List resources page by page.', md(
    '# resources/list',
    '',
    'Params: `cursor?`. Result: `resources`, `nextCursor?`, `ttlMs`, `cacheScope`.',
    'This demo server returns 20 resources per page, so you will see several pages.',
  )),
  apiDoc('resources/read', 'Read one resource by URI.', md(
    '# resources/read',
    '',
    'Params: `uri`. Result: `contents` (text or blob), `ttlMs`, `cacheScope`.',
    'An unknown URI is answered with error `-32602`.',
  )),
  apiDoc('prompts/get', 'Render a prompt with arguments.', md(
    '# prompts/get',
    '',
    'Params: `name`, `arguments?`. The result may be `input_required`: fulfil the embedded',
    'requests (for example an elicitation form) and retry with `inputResponses`.',
  )),
  apiDoc('completion/complete', 'Suggest argument values.', md(
    '# completion/complete',
    '',
    'Params: `ref` (`ref/prompt` or `ref/resource`), `argument` `{name, value}`, `context.arguments?`.',
    'Returns at most 100 `values`, best first.',
  )),
  apiDoc('subscriptions/listen', 'Open a change-notification stream.', md(
    '# subscriptions/listen',
    '',
    'Params: `notifications` filter. The first message is the acknowledgement; each later',
    'notification carries `_meta["io.modelcontextprotocol/subscriptionId"]`.',
  )),
  apiDoc('tools/call', 'Invoke a tool.', md(
    '# tools/call',
    '',
    'Params: `name`, `arguments`. Result: `content`, `structuredContent?`, `isError?`.',
  )),
];

export const CHANGELOG: DemoResource = defineResource({
  uri: 'demo://docs/changelog.md',
  title: 'Changelog',
  description: 'What changed in the demo server.',
  mimeType: 'text/markdown',
  body: md(
    '# Changelog',
    '',
    '## 1.2.0 — 2026-11-24',
    '- Live clock resource with `notifications/resources/updated`.',
    '- Paginated `resources/list` (20 per page).',
    '',
    '## 1.1.0 — 2026-10-02',
    '- Resource templates with dependent completion.',
  ),
  audience: ['user'],
  priority: 0.2,
  lastModified: UPDATED,
  cacheHint: CACHE.mediumPublic,
});

/** Resources whose URIs have no hierarchy, to exercise opaque-URI display. */
export const OPAQUE_RESOURCES: DemoResource[] = [
  defineResource({
    uri: 'urn:demo:glossary',
    title: 'Glossary',
    description: 'Short definitions of MCP terms.',
    mimeType: 'text/markdown',
    body: md(
      '# Glossary',
      '',
      '- **MRTR**: multi round-trip request; a result of type `input_required` asks for more input.',
      '- **Era**: the protocol generation a server speaks, legacy (2025) or modern (2026-07-28).',
      '- **Listen stream**: the SSE response of `subscriptions/listen`.',
    ),
    priority: 0.3,
    lastModified: '2026-09-01T08:00:00Z',
    glyph: 'doc',
  }),
  defineResource({
    uri: 'urn:demo:license',
    title: 'License',
    description: 'Terms for the demo content.',
    mimeType: 'text/plain',
    body: 'The demo content is provided for testing MCP clients. Use it freely.\n',
    audience: ['user'],
    priority: 0.1,
    lastModified: '2026-01-15T00:00:00Z',
  }),
  defineResource({
    uri: 'mailto:support@demo.mcp-console.invalid',
    title: 'Support contact',
    description: 'Who to write to about the demo server (a vCard).',
    mimeType: 'text/vcard',
    body: 'BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Demo Support\r\nEMAIL:support@demo.mcp-console.invalid\r\nEND:VCARD\r\n',
    audience: ['user'],
    priority: 0.1,
    lastModified: '2026-03-10T12:00:00Z',
    glyph: 'user',
    cacheHint: CACHE.mediumPublic,
  }),
];
