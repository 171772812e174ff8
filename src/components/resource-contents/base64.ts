/** Standard base64 (RFC 4648 §4) with correct padding; whitespace is not allowed inside a JSON string blob. */
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/**
 * True when `value` is well-formed base64 as `blob` requires (spec §13.3
 * "Binary content": base64-encoded bytes).
 */
export function isValidBase64(value: string): boolean {
  return BASE64.test(value);
}

/**
 * Decodes base64 into bytes, or `undefined` when the browser cannot decode it at all. Lenient
 * like `atob` (missing padding, whitespace); `isValidBase64` tells whether it was canonical.
 */
export function decodeBase64(value: string): Uint8Array | undefined {
  let binary: string;
  try {
    binary = atob(value);
  } catch {
    return undefined;
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Encodes bytes as base64, in chunks so large inputs do not overflow the argument list. */
export function encodeBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}

/** UTF-8 bytes of a string. */
export function utf8(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}
