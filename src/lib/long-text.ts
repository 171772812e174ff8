/** Words in an argument's name or title that say its value is code or running text. */
const LONG_WORDS = new Set(['code', 'text', 'body', 'content', 'contents', 'script', 'source', 'snippet', 'sql', 'markdown', 'html', 'diff', 'patch']);

/** `sourceCode`, `source_code`, `source-code`, `Source code` → ['source', 'code']. */
function words(label: string): string[] {
  return label
    .replaceAll(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
}

export interface LongTextHints {
  name: string;
  title?: string | undefined;
  description?: string | undefined;
  /** JSON Schema `contentMediaType` or `format` of a string property. */
  mediaType?: string | undefined;
}

/**
 * Whether a string argument should be edited over several lines from the start: its name or
 * title says code or text (`code`, `sourceText`, `body`…), its description asks for code or
 * several lines, or its schema gives it a media type. Pure, so both argument forms share it.
 */
export function wantsMultiline({ name, title, description, mediaType }: LongTextHints): boolean {
  if (mediaType !== undefined && mediaType !== '' && !['date', 'date-time', 'time', 'email', 'uri', 'uuid', 'hostname'].includes(mediaType)) return true;
  if ([name, title ?? ''].some((label) => words(label).some((word) => LONG_WORDS.has(word)))) return true;
  return description !== undefined && /\b(source code|code snippet|multi-?line|several lines)\b/i.test(description);
}
