import type { Plugin } from 'vite';
import { clientMetadataDocument, METADATA_DOCUMENT_PATH } from './src/protocol/auth/client-metadata-document';

/**
 * Emits the console's Client ID Metadata Document, `oauth/client-metadata.json`, beside
 * index.html when the build is told where it will be hosted (`MCP_CONSOLE_PUBLIC_URL`, e.g.
 * `https://tools.example/mcp-console/`): the document's client id and redirect URI are absolute
 * URLs, which a relative-base build cannot know by itself. Without it nothing is emitted and the
 * console registers dynamically; the app checks at run time that the document is its own.
 */
export function clientMetadataDocumentPlugin(publicUrl = process.env.MCP_CONSOLE_PUBLIC_URL): Plugin {
  return {
    name: 'client-metadata-document',
    apply: 'build',
    generateBundle() {
      if (publicUrl === undefined || publicUrl === '') return;
      const base = publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`;
      this.emitFile({ type: 'asset', fileName: METADATA_DOCUMENT_PATH, source: `${JSON.stringify(clientMetadataDocument(base), null, 2)}\n` });
    },
  };
}
