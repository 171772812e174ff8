/**
 * The Vite plugin that writes the panels' prefetch manifest (src/app/panels/prefetch-manifest.ts)
 * into the site: for each module the importer loads with `import()`, the files that load brings,
 * so the page can fetch them when idle without running them. Vite's preload helper knows the same
 * lists, but only inside the `import()` it rewrites, which would also run the code.
 */
import { isAbsolute, relative, resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { PREFETCH_MANIFEST_FILE, prefetchManifest } from '../src/app/panels/prefetch-manifest';

/** `importer`: the module whose `import()`s are listed, relative to the root (or absolute). */
export function prefetchManifestPlugin(importer: string): Plugin {
  let root = process.cwd();
  return {
    name: 'mcp-console-prefetch-manifest',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const info = this.getModuleInfo(isAbsolute(importer) ? importer : resolve(root, importer));
      // A manifest listing nothing would quietly turn the prefetch off: fail the build instead.
      if (info === null || info.dynamicallyImportedIds.length === 0) return this.error(`${importer}: no lazily imported modules to list`);
      const chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
      const targets = info.dynamicallyImportedIds.map((id) => ({ id, key: relative(root, id).split('\\').join('/') }));
      this.emitFile({ type: 'asset', fileName: PREFETCH_MANIFEST_FILE, source: `${JSON.stringify(prefetchManifest(chunks, targets))}\n` });
    },
  };
}
