/** Replacement text for every value the log must not keep. */
export const REDACTED = '[redacted]';

/** Headers that carry credentials whatever the user configured. */
const ALWAYS_SECRET = ['authorization', 'proxy-authorization', 'cookie', 'set-cookie'];

/** Builds a case-insensitive predicate over the always-secret headers plus `extra`. */
export function secretHeaderMatcher(extra: readonly string[] = []): (name: string) => boolean {
  const names = new Set([...ALWAYS_SECRET, ...extra.map((n) => n.trim().toLowerCase())]);
  return (name) => names.has(name.toLowerCase());
}

/**
 * Lower-cases header names and replaces secret values by "[redacted]" so that
 * tokens never reach the traffic log, exports or screenshots.
 */
export function redactHeaders(
  headers: Iterable<readonly [string, string]>,
  isSecret: (name: string) => boolean,
): [string, string][] {
  const out: [string, string][] = [];
  for (const [name, value] of headers) {
    const lower = name.toLowerCase();
    out.push([lower, isSecret(lower) ? REDACTED : value]);
  }
  return out;
}

const TOKEN_FIELDS = 'access_token|refresh_token|id_token|client_secret|registration_access_token';
// Form bodies of token requests also carry the one-time code and the PKCE verifier (spec §22).
const FORM_FIELDS = `${TOKEN_FIELDS}|code|code_verifier|client_assertion`;
const JSON_TOKEN = new RegExp(`("(?:${TOKEN_FIELDS})"\\s*:\\s*)"(?:[^"\\\\]|\\\\.)*"`, 'g');
const FORM_TOKEN = new RegExp(`(^|&)(${FORM_FIELDS})=[^&]*`, 'g');
const MAYBE_SECRET = /_token|client_secret|code|client_assertion/;

/**
 * Masks OAuth token fields in a captured body (JSON or form-encoded), so token
 * endpoint exchanges can be logged without leaking credentials.
 */
export function redactBodyText(text: string): string {
  if (!MAYBE_SECRET.test(text)) return text;
  return text
    .replace(JSON_TOKEN, `$1"${REDACTED}"`)
    .replace(FORM_TOKEN, `$1$2=${encodeURIComponent(REDACTED)}`);
}

/** The secret strings a session must keep out of History: header values the tap redacts, and a bearer's token alone. */
export function secretValues(headers: Readonly<Record<string, string>>, isSecret: (name: string) => boolean): string[] {
  const values: string[] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (!isSecret(name) || value.trim().length < 4) continue;
    values.push(value);
    const token = /^\s*\S+\s+(\S{4,})\s*$/.exec(value)?.[1];
    if (token !== undefined) values.push(token);
  }
  // Longest first, so a token inside "Bearer <token>" does not leave "Bearer " behind a partial mask.
  return values.sort((a, b) => b.length - a.length);
}
