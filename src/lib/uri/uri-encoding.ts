/** RFC 3986 §2.3 unreserved characters. */
const UNRESERVED = /[A-Za-z0-9\-._~]/;
/** RFC 3986 §2.2 reserved characters (gen-delims and sub-delims). */
const RESERVED = /[:/?#[\]@!$&'()*+,;=]/;
const HEX = /^[0-9A-Fa-f]{2}$/;

const utf8 = new TextEncoder();

function pctEncode(char: string): string {
  return Array.from(utf8.encode(char), (byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('');
}

/**
 * Percent-encodes `text` for one RFC 6570 expansion (§3.2.1): only unreserved characters pass
 * unless `reserved` (`+` and `#` operators, and literals), which also keeps reserved
 * characters and existing `%XX` triplets. Characters are UTF-8 encoded first (§1.6).
 */
export function encodeForOperator(text: string, reserved: boolean): string {
  const chars = Array.from(text);
  let out = '';
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i] ?? '';
    if (UNRESERVED.test(char) || (reserved && RESERVED.test(char))) {
      out += char;
    } else if (reserved && char === '%' && HEX.test((chars[i + 1] ?? '') + (chars[i + 2] ?? ''))) {
      out += char;
    } else {
      out += pctEncode(char);
    }
  }
  return out;
}

/** Decodes `%XX` sequences, leaving the text as it is when they do not form valid UTF-8. */
export function percentDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
