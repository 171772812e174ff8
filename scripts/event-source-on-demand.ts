/**
 * The Vite plugin that takes the `eventsource` package off the way to "connected": the SDK
 * client's module imports it statically, for its HTTP+SSE transport only. The client's import
 * resolves to src/protocol/transport/event-source.ts, a stand-in that builds the package's
 * EventSource once the HTTP+SSE leg has loaded it; the stand-in's own `import('eventsource')`
 * resolves to the package the client would have had, so both stay one version.
 */
import { dirname, resolve } from 'node:path';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

export const STAND_IN = 'src/protocol/transport/event-source.ts';

export function eventSourceOnDemandPlugin(): Plugin {
  let standIn = '';
  let clientDir = '';
  return {
    name: 'mcp-console-event-source-on-demand',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      standIn = resolve(config.root, STAND_IN);
      // The package's `require` entry sits in dist/ beside the module that imports eventsource.
      clientDir = dirname(createRequire(resolve(config.root, 'package.json')).resolve('@modelcontextprotocol/client'));
    },
    async resolveId(source, importer, options) {
      if (source !== 'eventsource' || importer === undefined) return null;
      if (importer.startsWith(`${clientDir}/`)) return standIn;
      // The stand-in's own import: the package as the SDK client resolves it.
      if (importer === standIn) return this.resolve(source, resolve(clientDir, 'index.mjs'), { ...options, skipSelf: true });
      return null;
    },
  };
}
