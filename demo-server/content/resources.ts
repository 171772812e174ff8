import {
  ProtocolError,
  ProtocolErrorCode,
  type McpServer,
  type ReadResourceResult,
  type Resource,
} from '@modelcontextprotocol/server';
import { describeResource, resourceMetadata, type DemoResource } from './catalog.js';
import { API_DOCS, CHANGELOG, OPAQUE_RESOURCES } from './docs-api.js';
import { GUIDE_DOCS } from './docs-guide.js';
import { DATA_FILES } from './data.js';
import { bytesToBase64 } from './encoding.js';
import type { LiveClock } from './live.js';
import { MEDIA_FILES, SOURCE_FILES } from './source.js';

/** Small enough that the catalogue spans several pages (spec §18). */
export const RESOURCES_PAGE_SIZE = 20;

/** Every static resource, in listing order. */
export const STATIC_RESOURCES: readonly DemoResource[] = [
  ...GUIDE_DOCS,
  ...API_DOCS,
  CHANGELOG,
  ...DATA_FILES,
  ...SOURCE_FILES,
  ...MEDIA_FILES,
  ...OPAQUE_RESOURCES,
];

/** The full catalogue including the live clock at its current tick. */
export function allResources(clock: LiveClock): DemoResource[] {
  return [...STATIC_RESOURCES.slice(0, 1), clock.resource(), ...STATIC_RESOURCES.slice(1)];
}

function readResult(resource: DemoResource): ReadResourceResult {
  const { uri, mimeType, body } = resource;
  return {
    contents: [typeof body === 'string' ? { uri, mimeType, text: body } : { uri, mimeType, blob: bytesToBase64(body) }],
  };
}

/** Cursors are opaque to clients; base64 keeps them from looking like page numbers to tinker with. */
function encodeCursor(offset: number): string {
  return btoa(`offset:${offset}`);
}

function decodeBase64OrEmpty(value: string): string {
  try {
    return atob(value);
  } catch {
    return '';
  }
}

function decodeCursor(cursor: string | undefined, total: number): number {
  if (cursor === undefined) return 0;
  const match = /^offset:(\d+)$/.exec(decodeBase64OrEmpty(cursor));
  const offset = match?.[1] === undefined ? Number.NaN : Number(match[1]);
  if (!Number.isSafeInteger(offset) || offset <= 0 || offset >= total) {
    throw new ProtocolError(ProtocolErrorCode.InvalidParams, 'Invalid cursor', { cursor });
  }
  return offset;
}

/** One page of `resources/list`. */
export function listResourcesPage(
  clock: LiveClock,
  cursor: string | undefined,
): { resources: Resource[]; nextCursor?: string } {
  const all = allResources(clock);
  const offset = decodeCursor(cursor, all.length);
  const end = offset + RESOURCES_PAGE_SIZE;
  const resources = all.slice(offset, end).map(describeResource);
  return end < all.length ? { resources, nextCursor: encodeCursor(end) } : { resources };
}

/**
 * Registers every static resource plus the live clock, and replaces the SDK's
 * single-page `resources/list` with a paginated one so clients meet real cursors.
 */
export function registerResources(server: McpServer, clock: LiveClock): void {
  for (const resource of STATIC_RESOURCES) {
    server.registerResource(
      resource.name,
      resource.uri,
      { ...resourceMetadata(resource), cacheHint: resource.cacheHint },
      () => readResult(resource),
    );
  }
  const live = clock.resource();
  server.registerResource(live.name, live.uri, { ...resourceMetadata(live), cacheHint: live.cacheHint }, () =>
    readResult(clock.resource()),
  );
  server.server.removeRequestHandler('resources/list');
  server.server.setRequestHandler('resources/list', (request) => listResourcesPage(clock, request.params?.cursor));
}
