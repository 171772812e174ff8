import { isJsonObject, parseJsonText } from '../../protocol/model/json-text';
import { isRedacted, snippetHeaderValue, type SnippetRequest } from './request-snippet';

const lit = (value: unknown): string => JSON.stringify(value);

function indent(text: string, by: string): string {
  return text.split('\n').join(`\n${by}`);
}

function redactionNote(request: SnippetRequest): string {
  const redacted = request.headers.filter(([, value]) => isRedacted(value)).map(([name]) => name);
  return redacted.length === 0 ? '' : `// ${redacted.join(', ')} was redacted in the recording: fill in your own value.\n`;
}

/** A browser/Node `fetch` call that sends exactly the recorded request and prints the response. */
export function toFetch(request: SnippetRequest): string {
  const headers = request.headers.map(([name, value]) => `    ${lit(name)}: ${lit(snippetHeaderValue(name, value))},`);
  const json = parseJsonText(request.body);
  const body =
    request.body === undefined
      ? ''
      : json === undefined
        ? `  body: ${lit(request.body)},\n`
        : `  body: JSON.stringify(${indent(JSON.stringify(json, null, 2), '  ')}),\n`;
  return (
    redactionNote(request) +
    `const response = await fetch(${lit(request.url)}, {\n` +
    `  method: ${lit(request.method)},\n` +
    `  headers: {\n${headers.join('\n')}\n  },\n` +
    body +
    `});\n` +
    `console.log(response.status, await response.text());\n`
  );
}

/** SDK helpers for the methods that have one; anything else goes through `client.request`. */
const SDK_HELPERS: Record<string, string> = {
  'resources/list': 'listResources',
  'resources/templates/list': 'listResourceTemplates',
  'resources/read': 'readResource',
  'prompts/list': 'listPrompts',
  'prompts/get': 'getPrompt',
  'tools/list': 'listTools',
  'tools/call': 'callTool',
  'completion/complete': 'complete',
  'server/discover': 'discover',
};

/**
 * Headers the SDK transport sets itself (content negotiation, protocol version, the
 * Mcp-Method/Mcp-Name routing headers of the 2026-07-28 Streamable HTTP transport).
 */
const SDK_MANAGED = new Set(['content-type', 'accept', 'mcp-protocol-version', 'mcp-method', 'mcp-name', 'mcp-session-id', 'last-event-id']);

function paramsWithoutMeta(params: unknown): Record<string, unknown> {
  if (!isJsonObject(params)) return {};
  return Object.fromEntries(Object.entries(params).filter(([key]) => key !== '_meta'));
}

/**
 * A TypeScript snippet with `@modelcontextprotocol/client` that makes the same call. The SDK
 * negotiates the version and writes the `_meta` envelope and MCP headers itself, so only the
 * user's own headers (e.g. Authorization) are passed through `requestInit`.
 */
export function toSdk(request: SnippetRequest): string {
  const message = parseJsonText(request.body);
  const method = isJsonObject(message) && typeof message.method === 'string' ? message.method : undefined;
  const params = paramsWithoutMeta(isJsonObject(message) ? message.params : undefined);
  const custom = request.headers.filter(([name]) => !SDK_MANAGED.has(name));
  const init =
    custom.length === 0
      ? ''
      : `, {\n  requestInit: {\n    headers: {\n${custom
          .map(([name, value]) => `      ${lit(name)}: ${lit(snippetHeaderValue(name, value))},`)
          .join('\n')}\n    },\n  },\n}`;
  const helper = method === undefined ? undefined : SDK_HELPERS[method];
  const paramsText = JSON.stringify(params, null, 2);
  const call =
    method === undefined
      ? '// The recorded request carried no JSON-RPC request; nothing to call.\nconst result = undefined;'
      : helper !== undefined
        ? `const result = await client.${helper}(${Object.keys(params).length === 0 ? '' : paramsText});`
        : `const result = await client.request({ method: ${lit(method)}, params: ${paramsText} });`;
  return (
    redactionNote(request) +
    `import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';\n\n` +
    `const client = new Client({ name: 'my-client', version: '1.0.0' });\n` +
    `await client.connect(new StreamableHTTPClientTransport(new URL(${lit(request.url)})${init}));\n` +
    `${call}\n` +
    `console.log(result);\n` +
    `await client.close();\n`
  );
}
