/**
 * The Vite plugin that gives the embedded demo one JSON Schema validator instead of two. The
 * server SDK ships its own copy of the client SDK's `cfWorkerProvider` chunk (and of the small
 * `dialects` chunk it imports), the same code under another hash, so the demo page fetched about
 * 6 KiB of gzip twice. Each of the server's copies resolves to the client's file when the two are
 * the same text once their imports of each other and their source-map comments are set aside.
 * The names are read from the packages' folders, not written here: an SDK update that makes the
 * copies differ (or renames them) turns the plugin off with a warning and the build still works.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** The chunks both SDK packages carry a copy of, by the name before the hash. */
const SHARED = ['cfWorkerProvider', 'dialects'] as const;

/** `<name>-<hash>.mjs` in `dir`, when there is exactly one. */
function chunkFile(dir: string, name: string): string | undefined {
  const found = readdirSync(dir).filter((file) => file.startsWith(`${name}-`) && file.endsWith('.mjs'));
  return found.length === 1 ? found[0] : undefined;
}

/** The text with each shared chunk's hashed name made plain and the map comment dropped. */
function normalised(text: string): string {
  const hashed = new RegExp(`\\./(${SHARED.join('|')})-[\\w-]+\\.mjs`, 'g');
  return text.replace(hashed, './$1.mjs').replace(/\/\/# sourceMappingURL=.*$/m, '');
}

/**
 * The server's copies mapped to the client's files (absolute paths), or the reason there is no
 * map. `root` is the project root, from which both packages resolve.
 */
export function sharedChunkMap(root: string): { map: Map<string, string> } | { reason: string } {
  const require = createRequire(join(root, 'package.json'));
  // The packages' `require` entries sit in dist/ beside the .mjs chunks.
  const clientDir = dirname(require.resolve('@modelcontextprotocol/client'));
  const serverDir = dirname(require.resolve('@modelcontextprotocol/server'));
  const map = new Map<string, string>();
  for (const name of SHARED) {
    const client = chunkFile(clientDir, name);
    const server = chunkFile(serverDir, name);
    if (client === undefined || server === undefined) return { reason: `no single ${name}-*.mjs in both SDK packages` };
    const clientPath = join(clientDir, client);
    const serverPath = join(serverDir, server);
    if (normalised(readFileSync(clientPath, 'utf8')) !== normalised(readFileSync(serverPath, 'utf8'))) return { reason: `the SDK packages' ${name} chunks differ` };
    map.set(serverPath, clientPath);
  }
  return { map };
}

export function sharedSdkChunksPlugin(): Plugin {
  let map = new Map<string, string>();
  return {
    name: 'mcp-console-shared-sdk-chunks',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      const found = sharedChunkMap(config.root);
      if ('reason' in found) config.logger.warn(`shared SDK chunks: ${found.reason}; the demo carries both copies`);
      else map = found.map;
    },
    resolveId(source, importer) {
      if (importer === undefined || !source.startsWith('./')) return null;
      return map.get(resolve(dirname(importer), source)) ?? null;
    },
  };
}
