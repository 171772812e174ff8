import { describe, expect, it } from 'vitest';
import { clientMetadataDocument, isOwnMetadataDocument, metadataDocumentNote, metadataDocumentObstacle, publishedMetadataDocumentUrl } from './client-metadata-document';

const HOSTED = 'https://tools.example/team/mcp-console/';
const metadata = (supported: boolean) => ({
  authorizationServerUrl: 'https://as.example',
  authorizationServerMetadata: { issuer: 'https://as.example', authorization_endpoint: 'https://as.example/a', token_endpoint: 'https://as.example/t', response_types_supported: ['code'], client_id_metadata_document_supported: supported },
});

describe('the Client ID Metadata Document (spec §22)', () => {
  it('names the console, its redirect URI and logo, all under its own sub-path, with its own URL as client id', () => {
    expect(clientMetadataDocument(HOSTED)).toEqual({
      client_id: 'https://tools.example/team/mcp-console/oauth/client-metadata.json',
      client_name: 'MCP Console',
      client_uri: HOSTED,
      logo_uri: 'https://tools.example/team/mcp-console/favicon.svg',
      redirect_uris: [HOSTED],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    });
  });

  it('is used only when the deployed document is this console’s own', async () => {
    const serve = (body: unknown): typeof fetch => () => Promise.resolve(Response.json(body));
    await expect(publishedMetadataDocumentUrl(HOSTED, serve(clientMetadataDocument(HOSTED)))).resolves.toBe(`${HOSTED}oauth/client-metadata.json`);
    await expect(publishedMetadataDocumentUrl(HOSTED, serve(clientMetadataDocument('https://other.example/')))).resolves.toBeUndefined();
    await expect(publishedMetadataDocumentUrl(HOSTED, () => Promise.resolve(new Response('missing', { status: 404 })))).resolves.toBeUndefined();
    expect(isOwnMetadataDocument({ client_id: `${HOSTED}oauth/client-metadata.json`, redirect_uris: [] }, HOSTED)).toBe(false);
  });

  it('says why a console on loopback or plain HTTP cannot use one, when the authorization server supports it', () => {
    expect(metadataDocumentObstacle('http://127.0.0.1:4174/')).toMatch(/loopback address the authorization server cannot fetch/);
    expect(metadataDocumentObstacle('http://localhost:8080/')).toMatch(/loopback/);
    expect(metadataDocumentObstacle('http://intranet.example/')).toMatch(/must be an HTTPS URL/);
    expect(metadataDocumentObstacle(HOSTED)).toBeUndefined();
    expect(metadataDocumentNote(metadata(true), 'http://127.0.0.1:4174/')).toMatch(/loopback/);
    expect(metadataDocumentNote(metadata(false), 'http://127.0.0.1:4174/')).toBeUndefined();
  });
});
