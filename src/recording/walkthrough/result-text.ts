/** Plain-object check for results read off the wire (validated here, at the boundary). */
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const list = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.filter(isRecord) : []);

/** One content block as text (spec: ContentBlock): text as is, anything else as a short marker. */
function blockText(block: Record<string, unknown>): string {
  if (typeof block.text === 'string') return block.text;
  if (block.type === 'resource' && isRecord(block.resource)) return contentsText([block.resource]);
  if (block.type === 'resource_link' && typeof block.uri === 'string') return `[resource link: ${block.uri}]`;
  const mime = typeof block.mimeType === 'string' ? ` ${block.mimeType}` : '';
  return `[${typeof block.type === 'string' ? block.type : 'content'}${mime}]`;
}

function contentsText(contents: Record<string, unknown>[]): string {
  return contents.map((c) => (typeof c.text === 'string' ? c.text : `[blob${typeof c.mimeType === 'string' ? ` ${c.mimeType}` : ''}]`)).join('\n');
}

/**
 * The text a step's expectation is matched against: what a reader sees of the result.
 * `resources/read` → the text of every content; `prompts/get` → every message's text;
 * `tools/call` → its text blocks, then its structured content as JSON.
 */
export function resultText(method: 'resources/read' | 'prompts/get' | 'tools/call', result: unknown): string {
  if (!isRecord(result)) return '';
  if (method === 'resources/read') return contentsText(list(result.contents));
  if (method === 'prompts/get') {
    return list(result.messages)
      .map((m) => (isRecord(m.content) ? blockText(m.content) : list(m.content).map(blockText).join('\n')))
      .join('\n');
  }
  const parts = list(result.content).map(blockText);
  if (result.structuredContent !== undefined) parts.push(JSON.stringify(result.structuredContent, null, 2));
  return parts.join('\n');
}

/** Whether a `tools/call` result reports a failure in-band (spec: CallToolResult.isError). */
export function isToolError(result: unknown): boolean {
  return isRecord(result) && result.isError === true;
}
