import type { OAuthDiscoveryState } from '@modelcontextprotocol/client';

/**
 * The console's Client ID Metadata Document (spec §22, "Client ID Metadata Documents"): a hosted
 * console publishes it beside its page as `oauth/client-metadata.json`, and an authorization
 * server that advertises `client_id_metadata_document_supported` takes the document's URL as the
 * client id and fetches it to learn the redirect URIs. Everything in it derives from the console's
 * own URL (sub-path included), so the same code serves any host and path.
 */

export const METADATA_DOCUMENT_PATH = 'oauth/client-metadata.json';

export interface ClientMetadataDocument {
  client_id: string;
  client_name: string;
  client_uri: string;
  logo_uri: string;
  redirect_uris: string[];
  grant_types: string[];
  response_types: string[];
  token_endpoint_auth_method: 'none';
}

/** The document's URL for the console at `consoleUrl` (its redirect URI, ending in `/`). */
export function metadataDocumentUrl(consoleUrl: string): string {
  return new URL(METADATA_DOCUMENT_PATH, consoleUrl).href;
}

/** The document a console served at `consoleUrl` publishes: its client id is its own URL. */
export function clientMetadataDocument(consoleUrl: string, clientName = 'MCP Console'): ClientMetadataDocument {
  return {
    client_id: metadataDocumentUrl(consoleUrl),
    client_name: clientName,
    client_uri: consoleUrl,
    logo_uri: new URL('favicon.svg', consoleUrl).href,
    redirect_uris: [consoleUrl],
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    token_endpoint_auth_method: 'none',
  };
}

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/**
 * Why a console at `consoleUrl` cannot use a metadata document, or undefined when it can: the
 * authorization server must fetch the document, which it cannot do from a loopback address, and
 * a client id must be an HTTPS URL.
 */
export function metadataDocumentObstacle(consoleUrl: string): string | undefined {
  const url = new URL(consoleUrl);
  if (LOOPBACK.test(url.hostname)) {
    return `This authorization server accepts a URL as client ID (a Client ID Metadata Document), but this console runs on ${url.host}, a loopback address the authorization server cannot fetch a document from, so it registers a client instead. A console hosted over HTTPS publishes ${METADATA_DOCUMENT_PATH} and uses it.`;
  }
  if (url.protocol !== 'https:') {
    return `This authorization server accepts a URL as client ID (a Client ID Metadata Document), but a client ID must be an HTTPS URL and this console is served over ${url.protocol.replace(':', '')}, so it registers a client instead.`;
  }
  return undefined;
}

/** What the Authorization view says when the server takes a metadata document this console cannot publish. */
export function metadataDocumentNote(discovery: OAuthDiscoveryState | undefined, consoleUrl: string): string | undefined {
  return discovery?.authorizationServerMetadata?.client_id_metadata_document_supported === true ? metadataDocumentObstacle(consoleUrl) : undefined;
}

/** Whether `body` is the document this console would publish at `consoleUrl` (deployed, not a stray file). */
export function isOwnMetadataDocument(body: unknown, consoleUrl: string): boolean {
  if (typeof body !== 'object' || body === null || !('client_id' in body) || !('redirect_uris' in body)) return false;
  return body.client_id === metadataDocumentUrl(consoleUrl) && Array.isArray(body.redirect_uris) && body.redirect_uris.includes(consoleUrl);
}

/**
 * The document's URL when this console publishes its own (hosted over HTTPS, and the document
 * deployed beside the page), else undefined: then the console registers dynamically instead.
 */
export async function publishedMetadataDocumentUrl(consoleUrl: string, fetchFn: typeof fetch): Promise<string | undefined> {
  if (metadataDocumentObstacle(consoleUrl) !== undefined) return undefined;
  const url = metadataDocumentUrl(consoleUrl);
  const body: unknown = await fetchFn(url, { cache: 'no-cache' })
    .then((response) => (response.ok ? response.json() : undefined))
    .catch(() => undefined);
  return isOwnMetadataDocument(body, consoleUrl) ? url : undefined;
}
