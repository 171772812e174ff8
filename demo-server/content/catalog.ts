import type { CacheHint, Icon, Resource } from '@modelcontextprotocol/server';
import { utf8Bytes } from './encoding.js';
import { themedIcons, type GlyphName } from './icons.js';

type Audience = 'user' | 'assistant';

/** One static demo resource: its listing metadata plus the bytes a read returns. */
export interface DemoResource {
  readonly uri: string;
  readonly name: string;
  readonly title: string;
  readonly description: string;
  readonly mimeType: string;
  /** Text for textual types, raw bytes for binary ones (served base64 as `blob`). */
  readonly body: string | Uint8Array;
  readonly audience: readonly Audience[];
  readonly priority: number;
  readonly lastModified: string;
  readonly icons?: Icon[];
  readonly cacheHint: CacheHint;
}

/** Cache profiles used across the catalogue (spec §12). */
export const CACHE = {
  /** Reference docs change with releases only. */
  longPublic: { ttlMs: 3_600_000, cacheScope: 'public' },
  /** Shared data that is refreshed now and then. */
  mediumPublic: { ttlMs: 300_000, cacheScope: 'public' },
  /** Per-user data: never shared between principals. */
  shortPrivate: { ttlMs: 5_000, cacheScope: 'private' },
  mediumPrivate: { ttlMs: 60_000, cacheScope: 'private' },
} as const satisfies Record<string, CacheHint>;

export interface ResourceInput {
  uri: string;
  title: string;
  description: string;
  mimeType: string;
  body: string | Uint8Array;
  audience?: Audience[];
  priority?: number;
  lastModified: string;
  glyph?: GlyphName;
  cacheHint?: CacheHint;
}

/** The programmatic name: the last path segment, or the whole opaque URI. */
function nameFromUri(uri: string): string {
  const tail = uri.split('/').pop();
  return tail !== undefined && tail !== '' && uri.includes('://') ? tail : uri;
}

/** Fills the defaults every catalogue entry shares. */
export function defineResource(input: ResourceInput): DemoResource {
  return {
    uri: input.uri,
    name: nameFromUri(input.uri),
    title: input.title,
    description: input.description,
    mimeType: input.mimeType,
    body: input.body,
    audience: input.audience ?? ['user', 'assistant'],
    priority: input.priority ?? 0.5,
    lastModified: input.lastModified,
    ...(input.glyph === undefined ? {} : { icons: themedIcons(input.glyph) }),
    cacheHint: input.cacheHint ?? CACHE.longPublic,
  };
}

/** Exact byte length of what a read returns (spec §13.2: raw bytes before base64). */
export function byteSize(body: string | Uint8Array): number {
  return typeof body === 'string' ? utf8Bytes(body).byteLength : body.byteLength;
}

/** The `Resource` object as it appears in `resources/list`. */
export function describeResource(resource: DemoResource): Resource {
  return {
    uri: resource.uri,
    name: resource.name,
    ...resourceMetadata(resource),
  };
}

/** Everything but `uri`/`name`, the shape `registerResource` takes. */
export function resourceMetadata(resource: DemoResource): Omit<Resource, 'uri' | 'name'> {
  return {
    title: resource.title,
    description: resource.description,
    mimeType: resource.mimeType,
    size: byteSize(resource.body),
    annotations: {
      audience: [...resource.audience],
      priority: resource.priority,
      lastModified: resource.lastModified,
    },
    ...(resource.icons === undefined ? {} : { icons: resource.icons }),
  };
}

/** A JSON body exactly as served: two-space indented with a trailing newline. */
export function jsonBody(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}
