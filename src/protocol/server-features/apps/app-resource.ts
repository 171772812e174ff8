import { APP_MIME_TYPE } from '../../client-features/extensions';
import { readAppUiMeta, type AppUiMeta } from './csp';

/** An app's document, read from its `ui://` resource, with the security metadata it declared. */
export interface AppDocument {
  uri: string;
  html: string;
  ui: AppUiMeta;
}

export type AppDocumentRead = { ok: true; app: AppDocument } | { ok: false; reason: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether a mime type is the app profile (parameters compared without spaces or case). */
export function isAppMimeType(mimeType: unknown): boolean {
  return typeof mimeType === 'string' && mimeType.replace(/\s+/g, '').toLowerCase() === APP_MIME_TYPE;
}

function decodeBase64Utf8(blob: string): string | undefined {
  try {
    const bytes = Uint8Array.from(atob(blob), (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/**
 * Picks the app content out of a `resources/read` result (apps spec "UI resources"): the
 * first content of `text/html;profile=mcp-app`, its HTML from `text` or a base64 `blob`.
 */
export function appDocumentOf(uri: string, result: unknown): AppDocumentRead {
  const contents = isRecord(result) && Array.isArray(result['contents']) ? result['contents'] : [];
  const content = contents.find((c): c is Record<string, unknown> => isRecord(c) && isAppMimeType(c['mimeType']));
  if (content === undefined) return { ok: false, reason: `${uri} has no content of type ${APP_MIME_TYPE}.` };
  const text = content['text'];
  const blob = content['blob'];
  const html = typeof text === 'string' ? text : typeof blob === 'string' ? decodeBase64Utf8(blob) : undefined;
  if (html === undefined) return { ok: false, reason: `${uri}: the app content has no readable HTML.` };
  return { ok: true, app: { uri, html, ui: readAppUiMeta(content['_meta']) } };
}
