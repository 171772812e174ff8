import type { ContentBlock } from '@modelcontextprotocol/client';

export interface ContentSize {
  /** Characters a model would read: text, embedded text, and base64 payloads as sent. */
  characters: number;
  /** UTF-8 bytes of the JSON on the wire. */
  bytes: number;
}

const encoder = new TextEncoder();

function blockCharacters(block: ContentBlock): number {
  switch (block.type) {
    case 'text':
      return block.text.length;
    case 'image':
    case 'audio':
      return block.data.length;
    case 'resource_link':
      return block.uri.length;
    case 'resource':
      return 'text' in block.resource ? block.resource.text.length : block.resource.blob.length;
  }
}

/** Size estimate of some content (spec §15: what a prompt puts into a context). */
export function contentSize(blocks: readonly ContentBlock[], wire: unknown = blocks): ContentSize {
  const characters = blocks.reduce((sum, block) => sum + blockCharacters(block), 0);
  return { characters, bytes: encoder.encode(JSON.stringify(wire)).length };
}

export function addSizes(sizes: readonly ContentSize[]): ContentSize {
  return sizes.reduce((sum, size) => ({ characters: sum.characters + size.characters, bytes: sum.bytes + size.bytes }), {
    characters: 0,
    bytes: 0,
  });
}
