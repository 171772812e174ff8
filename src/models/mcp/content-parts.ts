import type { CallToolResult, ContentBlock } from '@modelcontextprotocol/client';
import type { ModelPart } from '../types';

/**
 * MCP content as model parts (model-apis.md, "MCP ↔ model"): text and images as they are, an
 * embedded resource as a resource part (each wire mapping turns it into text or an image), and
 * what no model API takes (audio, a resource link) as a line saying what it was.
 */
export function contentPart(block: ContentBlock): ModelPart {
  switch (block.type) {
    case 'text':
      return { type: 'text', text: block.text };
    case 'image':
      return { type: 'image', mimeType: block.mimeType, data: block.data };
    case 'audio':
      return { type: 'text', text: `[${block.mimeType} audio: not sent to the model]` };
    case 'resource': {
      const { resource } = block;
      return { type: 'resource', uri: resource.uri, ...(resource.mimeType === undefined ? {} : { mimeType: resource.mimeType }), ...('text' in resource ? { text: resource.text } : { blob: resource.blob }) };
    }
    case 'resource_link':
      return { type: 'text', text: `Resource link: ${block.uri}${block.description === undefined ? '' : ` (${block.description})`}` };
  }
}

/**
 * A tool's result as the parts fed back to the model: its content blocks, and its
 * `structuredContent` as JSON text when no block is text (a tool may return structured content
 * alone). A result with nothing in it says so, since both APIs want some content.
 */
export function toolResultParts(result: CallToolResult): ModelPart[] {
  const parts = result.content.map(contentPart);
  if (result.structuredContent !== undefined && !result.content.some((block) => block.type === 'text')) {
    parts.push({ type: 'text', text: JSON.stringify(result.structuredContent) });
  }
  return parts.length > 0 ? parts : [{ type: 'text', text: '(The tool returned no content.)' }];
}

/** What a denied call sends back to the model in place of a result. */
export function refusalParts(toolName: string): ModelPart[] {
  return [{ type: 'text', text: `The user denied this call to ${toolName}; it did not run. Do not call it again unless the user asks; go on without its result.` }];
}
