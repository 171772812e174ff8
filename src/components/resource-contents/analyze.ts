import { formatBytes } from '../../lib/format-bytes';
import { decodeBase64, isValidBase64, utf8 } from './base64';

/**
 * One element of `contents` as it may arrive: the spec says exactly one of
 * `text` and `blob` (spec §13.3), but a console must show what a faulty server sends.
 */
export interface ResourceContentsLike {
  uri: string;
  mimeType?: string | undefined;
  text?: unknown;
  blob?: unknown;
  _meta?: Record<string, unknown> | undefined;
}

export type ContentKind = 'json' | 'markdown' | 'code' | 'text' | 'image' | 'audio' | 'video' | 'binary';

/** How one element is shown, and what is wrong with it. */
export interface AnalyzedContents {
  uri: string;
  mimeType: string | undefined;
  kind: ContentKind;
  /** The text, for textual elements. */
  text: string | undefined;
  /** The decoded bytes: of `blob`, or the UTF-8 of `text`. */
  bytes: Uint8Array;
  violations: string[];
}

const CODE_EXTENSIONS = /\.(ts|tsx|js|jsx|mjs|cjs|py|rs|go|java|c|h|cpp|cs|rb|sh|css|html|xml|yaml|yml|toml|sql)$/i;

function isTextual(mime: string): boolean {
  return mime.startsWith('text/') || /[/+](json|xml|yaml|javascript|typescript|toml)$/.test(mime);
}

/** Picks the viewer by MIME type, falling back to the URI's extension. */
export function contentKind(mimeType: string | undefined, uri: string, isText: boolean): ContentKind {
  const mime = (mimeType ?? '').toLowerCase().split(';')[0]?.trim() ?? '';
  if (mime.startsWith('image/')) return 'image';
  if (mime.startsWith('audio/')) return 'audio';
  if (mime.startsWith('video/')) return 'video';
  if (mime === 'application/json' || mime.endsWith('+json') || (mime === '' && /\.json$/i.test(uri))) return 'json';
  if (mime === 'text/markdown' || (mime === '' && /\.(md|markdown)$/i.test(uri))) return 'markdown';
  if (CODE_EXTENSIONS.test(uri) || (mime !== 'text/plain' && mime !== '' && isTextual(mime))) return isText ? 'code' : 'binary';
  return isText || isTextual(mime) ? 'text' : 'binary';
}

function pickBody(item: ResourceContentsLike, violations: string[]): { text: string | undefined; bytes: Uint8Array } {
  const hasText = typeof item.text === 'string';
  const hasBlob = typeof item.blob === 'string';
  if (hasText && hasBlob) violations.push('Both "text" and "blob" are present; the spec allows exactly one. Showing "text".');
  if (!hasText && !hasBlob) violations.push('Neither "text" nor "blob" is present; the spec requires exactly one.');
  if (typeof item.text === 'string') return { text: item.text, bytes: utf8(item.text) };
  if (typeof item.blob === 'string') {
    const bytes = decodeBase64(item.blob);
    if (bytes === undefined) violations.push('"blob" is not valid base64.');
    else {
      if (!isValidBase64(item.blob)) violations.push('"blob" is not canonical base64 (padding, whitespace or stray characters).');
      return { text: undefined, bytes };
    }
  }
  return { text: undefined, bytes: new Uint8Array(0) };
}

/** Classifies one element and lists its spec violations (spec §13.3). */
export function analyzeContents(item: ResourceContentsLike): AnalyzedContents {
  const violations: string[] = [];
  const { text, bytes } = pickBody(item, violations);
  const mimeType = typeof item.mimeType === 'string' ? item.mimeType : undefined;
  return { uri: item.uri, mimeType, kind: contentKind(mimeType, item.uri, text !== undefined), text, bytes, violations };
}

export { formatBytes };

/** Pretty-prints JSON text, or returns it unchanged when it does not parse. */
export function prettyJson(text: string): { text: string; valid: boolean } {
  try {
    return { text: JSON.stringify(JSON.parse(text), null, 2), valid: true };
  } catch {
    return { text, valid: false };
  }
}

/** A classic hex dump: offset, 16 bytes in hex, printable ASCII. Capped so a large blob does not flood the DOM. */
export function hexDump(bytes: Uint8Array, maxBytes = 4096): { lines: string; truncated: boolean } {
  const shown = bytes.subarray(0, maxBytes);
  const out: string[] = [];
  for (let offset = 0; offset < shown.length; offset += 16) {
    const row = shown.subarray(offset, offset + 16);
    const hex = Array.from(row, (b) => b.toString(16).padStart(2, '0')).join(' ');
    const ascii = Array.from(row, (b) => (b >= 0x20 && b < 0x7f ? String.fromCharCode(b) : '.')).join('');
    out.push(`${offset.toString(16).padStart(8, '0')}  ${hex.padEnd(47)}  ${ascii}`);
  }
  return { lines: out.join('\n'), truncated: bytes.length > maxBytes };
}
