import { canonical, isJsonObject } from './canonical';
import { SNAPSHOT_FORMAT, SNAPSHOT_FORMAT_VERSION, type JsonObject, type ServerSnapshot } from './types';

export type ParsedSnapshot = { ok: true; snapshot: ServerSnapshot } | { ok: false; error: string };

const MAPS = ['tools', 'resources', 'resourceTemplates', 'prompts'] as const;

function mapOfObjects(value: unknown): value is Record<string, JsonObject> {
  return isJsonObject(value) && Object.values(value).every(isJsonObject);
}

function optionalString(value: unknown): value is string | undefined {
  return value === undefined || typeof value === 'string';
}

/** What is wrong with a parsed file's shape, or undefined when it is a snapshot we can read. */
function shapeError(value: Record<string, unknown>): string | undefined {
  if (value.format !== SNAPSHOT_FORMAT) return `not an MCP Console snapshot (format is not "${SNAPSHOT_FORMAT}")`;
  if (value.formatVersion !== SNAPSHOT_FORMAT_VERSION) {
    return `snapshot format version ${JSON.stringify(value.formatVersion)} is not supported (this console reads version ${SNAPSHOT_FORMAT_VERSION})`;
  }
  const protocol = value.protocol;
  if (!isJsonObject(protocol) || (protocol.era !== 'modern' && protocol.era !== 'legacy') || typeof protocol.version !== 'string') {
    return 'protocol must hold era ("modern" or "legacy") and version';
  }
  const server = value.server;
  if (!isJsonObject(server) || !optionalString(server.name) || !optionalString(server.version)) return 'server must be an object with optional name and version';
  if (!isJsonObject(value.capabilities) || !mapOfObjects(value.cacheHints)) return 'capabilities and cacheHints must be objects';
  if (typeof value.contentHashes !== 'boolean') return 'contentHashes must be true or false';
  for (const key of MAPS) if (!mapOfObjects(value[key])) return `${key} must map names to objects`;
  return undefined;
}

function isSnapshot(value: unknown): value is ServerSnapshot {
  return isJsonObject(value) && shapeError(value) === undefined;
}

/**
 * Reads a snapshot file (external data, validated at the boundary). Its maps are taken as
 * written; the diff treats anything it does not recognise inside an item as a compatible change.
 */
export function parseSnapshot(text: string): ParsedSnapshot {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (err) {
    return { ok: false, error: `not JSON: ${err instanceof Error ? err.message : String(err)}` };
  }
  const value = canonical(parsed);
  if (!isJsonObject(value)) return { ok: false, error: 'a snapshot is a JSON object' };
  const error = shapeError(value);
  if (error !== undefined || !isSnapshot(value)) return { ok: false, error: error ?? 'not a snapshot' };
  return { ok: true, snapshot: value };
}
