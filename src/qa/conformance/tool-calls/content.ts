import { isAbsoluteUri, isBase64, isMimeType, isNonEmptyString, isRecord } from '../values';

/**
 * Shape rules for content blocks (spec §20) and tool results (§19). Pure: each function
 * names the first problem or returns undefined.
 */
export const CONTENT_TYPES = ['text', 'image', 'audio', 'resource_link', 'resource'] as const;

function binaryProblem(block: Record<string, unknown>): string | undefined {
  if (typeof block.data !== 'string') return `${String(block.type)} block has no data string`;
  if (!isBase64(block.data)) return `${String(block.type)} data is not canonical base64`;
  if (!isNonEmptyString(block.mimeType)) return `${String(block.type)} block has no mimeType`;
  if (!isMimeType(block.mimeType)) return `${String(block.type)} mimeType ${JSON.stringify(block.mimeType)} is not type/subtype`;
  return undefined;
}

function resourceLinkProblem(block: Record<string, unknown>): string | undefined {
  if (typeof block.uri !== 'string' || !isAbsoluteUri(block.uri)) return `resource_link uri ${JSON.stringify(block.uri)} is not an absolute URI`;
  if (!isNonEmptyString(block.name)) return 'resource_link has no name';
  if (block.mimeType !== undefined && !(typeof block.mimeType === 'string' && isMimeType(block.mimeType))) return `resource_link mimeType ${JSON.stringify(block.mimeType)} is not type/subtype`;
  return undefined;
}

function embeddedProblem(block: Record<string, unknown>): string | undefined {
  const resource = block.resource;
  if (!isRecord(resource)) return 'resource block has no resource object';
  if (typeof resource.uri !== 'string' || !isAbsoluteUri(resource.uri)) return `embedded resource uri ${JSON.stringify(resource.uri)} is not an absolute URI`;
  const kinds = ['text', 'blob'].filter((k) => typeof resource[k] === 'string');
  if (kinds.length !== 1) return `embedded resource has ${kinds.length === 0 ? 'neither text nor blob' : 'both text and blob'}`;
  if (typeof resource.blob === 'string' && !isBase64(resource.blob)) return 'embedded resource blob is not canonical base64';
  return undefined;
}

/** The first problem of one content block. */
export function contentBlockProblem(value: unknown): string | undefined {
  if (!isRecord(value)) return 'a content block is not an object';
  switch (value.type) {
    case 'text':
      return typeof value.text === 'string' ? undefined : 'text block has no text string';
    case 'image':
    case 'audio':
      return binaryProblem(value);
    case 'resource_link':
      return resourceLinkProblem(value);
    case 'resource':
      return embeddedProblem(value);
    default:
      return `unknown content type ${JSON.stringify(value.type)} (known: ${CONTENT_TYPES.join(', ')})`;
  }
}

/** The first problem of a CallToolResult's content array. */
export function callResultContentProblem(result: Record<string, unknown>): string | undefined {
  if (!Array.isArray(result.content)) return 'content is not an array';
  for (const [index, block] of result.content.entries()) {
    const problem = contentBlockProblem(block);
    if (problem !== undefined) return `content[${index}]: ${problem}`;
  }
  if (result.isError !== undefined && typeof result.isError !== 'boolean') return 'isError must be a boolean';
  return undefined;
}

/**
 * Whether a text block mirrors `structuredContent` (spec §19 SHOULD): some text block
 * parses as JSON equal to it.
 */
export function hasTextMirror(result: Record<string, unknown>): boolean {
  if (!Array.isArray(result.content)) return false;
  const wanted = canonical(result.structuredContent);
  return result.content.some((block) => {
    if (!isRecord(block) || block.type !== 'text' || typeof block.text !== 'string') return false;
    try {
      return canonical(JSON.parse(block.text)) === wanted;
    } catch {
      return false;
    }
  });
}

/** JSON with sorted keys, so `{a,b}` and `{b,a}` compare equal. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isRecord(value)) return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(',')}}`;
  return value === undefined ? 'null' : JSON.stringify(value);
}

/** First problem of a progress sequence: strictly increasing, never above `total`. */
export function progressProblem(updates: readonly { progress: unknown; total: unknown }[]): string | undefined {
  let last = Number.NEGATIVE_INFINITY;
  for (const [index, update] of updates.entries()) {
    if (typeof update.progress !== 'number') return `update ${index + 1}: progress ${JSON.stringify(update.progress)} is not a number`;
    if (update.progress <= last) return `update ${index + 1}: progress ${update.progress} does not increase (previous ${last})`;
    if (update.total !== undefined && typeof update.total !== 'number') return `update ${index + 1}: total ${JSON.stringify(update.total)} is not a number`;
    if (typeof update.total === 'number' && update.progress > update.total) return `update ${index + 1}: progress ${update.progress} exceeds total ${update.total}`;
    last = update.progress;
  }
  return undefined;
}
