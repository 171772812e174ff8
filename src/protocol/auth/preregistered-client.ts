import type { OAuthClientInformationContext, OAuthDiscoveryState, StoredOAuthClientInformation } from '@modelcontextprotocol/client';

/**
 * A client registered with the authorization server beforehand (spec §22, "pre-registration"):
 * its id, and its secret when it is a confidential client. The secret is a credential: it lives
 * where the server's tokens live (sessionStorage, or localStorage when the user asked to
 * remember the server's secrets) and is masked in every logged request body and header.
 */
export interface PreRegisteredClient {
  clientId: string;
  clientSecret?: string;
}

/** The client the user typed, trimmed; undefined when the id is empty (register dynamically). */
export function preRegisteredClient(clientId: string | undefined, clientSecret?: string): PreRegisteredClient | undefined {
  const id = clientId?.trim() ?? '';
  if (id === '') return undefined;
  const secret = clientSecret?.trim() ?? '';
  return secret === '' ? { clientId: id } : { clientId: id, clientSecret: secret };
}

export function sameClient(a: PreRegisteredClient | undefined, b: PreRegisteredClient | undefined): boolean {
  return a?.clientId === b?.clientId && a?.clientSecret === b?.clientSecret;
}

/**
 * The client information the SDK authenticates with. With a secret, the SDK picks
 * `client_secret_basic` or `client_secret_post`, whichever the authorization server lists in
 * `token_endpoint_auth_methods_supported`; without one, `none`. A stored copy (the SDK stamps it
 * with the issuer) wins while it is the same client.
 */
export function clientInformationFor(
  client: PreRegisteredClient | undefined,
  stored: StoredOAuthClientInformation | undefined,
  ctx: OAuthClientInformationContext | undefined,
): StoredOAuthClientInformation | undefined {
  if (client === undefined) return stored;
  if (stored?.client_id === client.clientId && stored.client_secret === client.clientSecret) return stored;
  // The user typed this client for this server, so it belongs to whichever issuer the server names.
  return { ...toClientInformation(client), ...(ctx === undefined ? {} : { issuer: ctx.issuer }) };
}

export function toClientInformation(client: PreRegisteredClient): StoredOAuthClientInformation {
  return { client_id: client.clientId, ...(client.clientSecret === undefined ? {} : { client_secret: client.clientSecret }) };
}

/**
 * Whether the console can get a client id by itself from this authorization server: dynamic
 * registration, or a Client ID Metadata Document it can publish. Undefined before discovery.
 */
export function selfRegistrationOffered(discovery: OAuthDiscoveryState | undefined, metadataDocumentUsable: boolean): boolean | undefined {
  const metadata = discovery?.authorizationServerMetadata;
  if (metadata === undefined) return undefined;
  if (metadata.registration_endpoint !== undefined) return true;
  return metadataDocumentUsable && metadata.client_id_metadata_document_supported === true;
}

export const NO_REGISTRATION_EXPLANATION =
  'The authorization server offers no dynamic client registration (its metadata has no registration_endpoint), so the console cannot register itself. ' +
  'Enter the Client ID (and Client secret, for a confidential client) registered with it beforehand, then press Sign in.';
