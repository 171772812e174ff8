/**
 * Byte helpers that work unchanged in browsers and Node (no `Buffer`), because
 * the demo server runs inside the page as well as behind node:http.
 */

const encoder = new TextEncoder();

/** UTF-8 bytes of a string. */
export function utf8Bytes(text: string): Uint8Array {
  return encoder.encode(text);
}

/** Standard (padded) base64 of raw bytes, as required for `blob` contents. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Inverse of {@link bytesToBase64}. */
export function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
