import { isJsonObject } from '../../protocol/model/json-text';
import { REDACTED } from '../../protocol/transport/tap/redact';

/** Binary content is kept as its size and hash (enough to compare, a fraction of the storage). */
export interface BinaryDigest {
  bytes: number;
  sha256: string;
}

/** Results larger than this (as JSON) are kept as a preview: History is bounded, a 5 MB read would evict everything. */
export const MAX_RESULT_CHARS = 64_000;
const PREVIEW_CHARS = 2_000;

/** Object keys whose values are credentials wherever they appear (OAuth token fields, spec §22). */
const SECRET_KEYS = new Set(['access_token', 'refresh_token', 'id_token', 'client_secret', 'registration_access_token', 'authorization', 'password']);

function base64Bytes(data: string): Uint8Array | undefined {
  try {
    const binary = atob(data);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return undefined;
  }
}

async function sha256Hex(bytes: Uint8Array): Promise<string> {
  try {
    const digest = new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', new Uint8Array(bytes).buffer));
    return [...digest].map((b) => b.toString(16).padStart(2, '0')).join('');
  } catch {
    // No Web Crypto (an insecure context): the size alone still tells most changes apart.
    return 'unavailable';
  }
}

/** The size and SHA-256 of base64 data (of its text when it is not base64). */
export async function digestBase64(data: string): Promise<BinaryDigest> {
  const bytes = base64Bytes(data) ?? new TextEncoder().encode(data);
  return { bytes: bytes.length, sha256: await sha256Hex(bytes) };
}

/** Which member of a content block holds base64: `data` of image/audio blocks, `blob` of resource contents. */
function binaryKey(value: Record<string, unknown>): 'data' | 'blob' | undefined {
  if ((value.type === 'image' || value.type === 'audio') && typeof value.data === 'string') return 'data';
  if (typeof value.blob === 'string') return 'blob';
  return undefined;
}

function maskSecrets(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) out = out.split(secret).join(REDACTED);
  return out;
}

/**
 * A copy of a call's params or result fit for History: `_meta` dropped everywhere (ids, trace
 * context and timings differ on every run and are not the answer), binary data as size and hash,
 * credential fields and every known secret value replaced by "[redacted]".
 */
export async function normalizeValue(value: unknown, secrets: readonly string[]): Promise<unknown> {
  if (typeof value === 'string') return maskSecrets(value, secrets);
  if (Array.isArray(value)) return Promise.all(value.map((item) => normalizeValue(item, secrets)));
  if (!isJsonObject(value)) return value;
  const binary = binaryKey(value);
  const out: Record<string, unknown> = {};
  for (const [key, member] of Object.entries(value)) {
    if (key === '_meta') continue;
    if (SECRET_KEYS.has(key.toLowerCase())) out[key] = REDACTED;
    else if (key === binary && typeof member === 'string') out[key] = await digestBase64(member);
    else out[key] = await normalizeValue(member, secrets);
  }
  return out;
}

/** A result too large for History becomes a preview with its full length. */
export function boundResult(result: unknown): unknown {
  const text = result === undefined ? '' : JSON.stringify(result);
  if (text.length <= MAX_RESULT_CHARS) return result;
  return { truncated: true, chars: text.length, preview: text.slice(0, PREVIEW_CHARS) };
}
