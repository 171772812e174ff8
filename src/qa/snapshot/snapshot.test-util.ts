import { isJsonObject } from './canonical';
import { SNAPSHOT_FORMAT, SNAPSHOT_FORMAT_VERSION, type ServerSnapshot } from './types';

/** A small modern snapshot the rule tests change one thing in. */
export function baseSnapshot(): ServerSnapshot {
  return {
    format: SNAPSHOT_FORMAT,
    formatVersion: SNAPSHOT_FORMAT_VERSION,
    protocol: { era: 'modern', version: '2026-07-28' },
    server: { name: 'unit', version: '1.0.0' },
    capabilities: { tools: { listChanged: true }, resources: { subscribe: true }, prompts: {}, logging: {} },
    cacheHints: { 'tools/list': { ttlMs: 60_000, cacheScope: 'public' } },
    contentHashes: false,
    tools: {
      search: {
        description: 'Searches.',
        headers: {},
        inputSchema: {
          type: 'object',
          properties: {
            q: { type: 'string', description: 'Query' },
            limit: { type: 'integer', minimum: 1, maximum: 50 },
            mode: { type: 'string', enum: ['fast', 'full'] },
            tags: { type: 'array', items: { type: 'string' } },
          },
          required: ['q'],
        },
        outputSchema: { type: 'object', properties: { hits: { type: 'number' }, took: { type: 'number' } }, required: ['hits', 'took'] },
      },
    },
    resources: { 'mem://a.txt': { name: 'a', mimeType: 'text/plain' } },
    resourceTemplates: { file: { uriTemplate: 'mem://{dir}/{name}', variables: ['dir', 'name'] } },
    prompts: { review: { arguments: { code: { required: true }, style: { required: false } } } },
  };
}

function parentOf(root: unknown, path: readonly string[]): Record<string, unknown> {
  let node = root;
  for (const key of path.slice(0, -1)) {
    if (!isJsonObject(node)) throw new Error(`no object at ${key}`);
    node = node[key];
  }
  if (!isJsonObject(node)) throw new Error(`no object at ${path.join('.')}`);
  return node;
}

/** A copy of the base snapshot with `path` set to `value` (or deleted when `value` is undefined). */
export function withValue(path: readonly string[], value: unknown, from: ServerSnapshot = baseSnapshot()): ServerSnapshot {
  const copy = structuredClone(from);
  const parent = parentOf(copy, path);
  const key = path.at(-1) ?? '';
  if (value === undefined) Reflect.deleteProperty(parent, key);
  else parent[key] = value;
  return copy;
}
