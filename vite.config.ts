import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { embedScript } from './embed.config';
import { clientMetadataDocumentPlugin } from './client-metadata.config';
import { prefetchManifestPlugin } from './scripts/prefetch-manifest';
import { sharedSdkChunksPlugin } from './scripts/shared-sdk-chunks';
import { closureChunk } from './scripts/closure-chunk';
import { eventSourceOnDemandPlugin } from './scripts/event-source-on-demand';

// The CSP meta in index.html forbids inline scripts; the dev server's React refresh preamble is one.
const dropCspInDev: Plugin = {
  name: 'drop-csp-in-dev',
  apply: 'serve',
  transformIndexHtml: (html) => html.replace(/<meta\s+http-equiv="Content-Security-Policy"[^>]*>/, ''),
};

// The session and all it imports (the SDK client, zod, the fetch tap) arrive as one file, with
// the store of remembered verdicts its first connect reads; so do a remote server's OAuth
// provider and the console's client metadata document. The session's outranks the provider's:
// what both import stays with the session, which the demo loads too.
const sessionChunk = closureChunk('session', ['src/protocol/session/session.ts', 'src/protocol/session/verdict-store.ts'], 1);
const oauthChunk = closureChunk('oauth', ['src/protocol/auth/registry.ts', 'src/protocol/auth/client-metadata-document.ts']);

// A relative base keeps every asset URL relative, so the static build works from any host and sub-path.
export default defineConfig({
  base: './',
  plugins: [react(), dropCspInDev, sharedSdkChunksPlugin(), eventSourceOnDemandPlugin(), embedScript(), clientMetadataDocumentPlugin(), prefetchManifestPlugin('src/app/panels/panels.ts'), sessionChunk.plugin, oauthChunk.plugin],
  build: {
    target: 'es2022',
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
    // Everything the entry imports statically goes in the entry's own chunk. Rolldown otherwise
    // splits each module that a lazy chunk also imports into a chunk of its own: 13 files of
    // 0.2-4 KiB that the first paint fetched anyway (the preload helper, React, the session
    // hooks), each with its own gzip header and none sharing the others' dictionary. A lazy chunk
    // importing one of them imports the entry, which every page has already run. Decision 0020.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'index', tags: ['$initial'], priority: 2 }, sessionChunk.group, oauthChunk.group] } } },
  },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
});
