/**
 * Builds a `data:` URL for server-sent media, or nothing when the MIME type or the base64
 * payload is not what it claims: a hostile MIME type must not smuggle parameters or another
 * scheme into the URL.
 */
const MIME = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export function isMediaMime(mimeType: string, family: 'image' | 'audio'): boolean {
  return MIME.test(mimeType) && mimeType.toLowerCase().startsWith(`${family}/`);
}

/** Decoded size of a base64 payload in bytes (without decoding it). */
export function base64Bytes(data: string): number {
  const clean = data.replace(/\s+/g, '');
  const padding = clean.endsWith('==') ? 2 : clean.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((clean.length * 3) / 4) - padding);
}

export function mediaDataUrl(mimeType: string, data: string, family: 'image' | 'audio'): string | undefined {
  const clean = data.replace(/\s+/g, '');
  if (!isMediaMime(mimeType, family) || clean.length % 4 !== 0 || !BASE64.test(clean)) return undefined;
  return `data:${mimeType.toLowerCase()};base64,${clean}`;
}
