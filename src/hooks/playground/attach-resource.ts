import type { ReadResourceResult } from '@modelcontextprotocol/client';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { readResourceOptions, type CacheContext } from '../../cache';
import type { ModelPart } from '../../models';
import { useCacheContext } from '../use-cache';

/**
 * Resources attached to a Playground turn (issue 40, item 3): picked from the tree or typed as a
 * URI, read through the active session and the shared cache (the same read, and the same cached
 * answer, as the Resources panel), and handed to the composer as model parts.
 */

/** Each content of a read as a resource part; the wire mapping makes it text or an image. */
export function resourceParts(result: Pick<ReadResourceResult, 'contents'>): ModelPart[] {
  return result.contents.map((content): ModelPart => {
    const mimeType = content.mimeType === undefined ? {} : { mimeType: content.mimeType };
    return 'text' in content && typeof content.text === 'string'
      ? { type: 'resource', uri: content.uri, ...mimeType, text: content.text }
      : { type: 'resource', uri: content.uri, ...mimeType, ...('blob' in content && typeof content.blob === 'string' ? { blob: content.blob } : {}) };
  });
}

/** Reads `uri` through the cache of the active session; rejects with a sentence the composer can show. */
export async function readResourceParts(queryClient: QueryClient, ctx: CacheContext | undefined, uri: string): Promise<ModelPart[]> {
  const target = uri.trim();
  if (ctx === undefined) throw new Error('Connect to a server to attach its resources.');
  if (target === '') throw new Error('Type a resource URI or pick one from the tree.');
  const envelope = await queryClient.query(readResourceOptions(ctx, target));
  const parts = resourceParts(envelope.result);
  if (parts.length === 0) throw new Error(`${target}: the server returned no contents.`);
  return parts;
}

/** The composer's `attach(uri)`: the parts of one resource of the active server. */
export function useAttachResource(): (uri: string) => Promise<ModelPart[]> {
  const queryClient = useQueryClient();
  const ctx = useCacheContext();
  return useCallback((uri: string) => readResourceParts(queryClient, ctx, uri), [queryClient, ctx]);
}
