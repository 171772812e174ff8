/**
 * The build's list of the files each lazily loaded panel module needs: its chunk, the chunks it
 * imports statically and their CSS, less what the first screen has already loaded. Made from the
 * bundle by scripts/prefetch-manifest.ts and written beside index.html; read when idle after
 * connecting, so a panel's code can be fetched ahead of its tab without being run.
 */
export const PREFETCH_MANIFEST_FILE = 'panel-prefetch.json';

/**
 * Keys: source modules relative to the project's root (`src/features/qa-report/index.ts`), as a
 * panel's definition names them. Values: files relative to the manifest itself.
 */
export type PrefetchManifest = Readonly<Record<string, readonly string[]>>;

/** What the manifest reads of a built chunk: Rolldown's output and the CSS Vite attaches to it. */
export interface ManifestChunk {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: readonly string[];
  imports: readonly string[];
  viteMetadata?: { importedCss: ReadonlySet<string> };
}

/** The chunk and every chunk it imports statically, with their CSS. */
function closure(start: ManifestChunk, chunks: ReadonlyMap<string, ManifestChunk>): string[] {
  const files = new Set<string>();
  const visit = (chunk: ManifestChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const name of chunk.imports) {
      const imported = chunks.get(name);
      if (imported !== undefined) visit(imported);
    }
  };
  visit(start);
  return [...files];
}

/**
 * The manifest of the lazily imported modules `targets` (a module id and its key). A module's
 * files are its chunk's closure less the entries' closures, which the first screen has loaded
 * already. A target that no chunk holds gets no key.
 */
export function prefetchManifest(chunks: readonly ManifestChunk[], targets: readonly { id: string; key: string }[]): PrefetchManifest {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loaded = new Set(chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => closure(chunk, byFile)));
  const manifest: Record<string, readonly string[]> = {};
  for (const { id, key } of targets) {
    const chunk = chunks.find((c) => c.facadeModuleId === id) ?? chunks.find((c) => c.moduleIds.includes(id));
    if (chunk !== undefined) manifest[key] = closure(chunk, byFile).filter((file) => !loaded.has(file));
  }
  return manifest;
}

/** A relative path inside the site: no scheme, no leading slash, no step up. */
const SITE_FILE = /^(?!.*(?:^|\/)\.\.(?:\/|$))[\w-][\w.\-/]*$/;

/**
 * Checks a manifest read over the network: anything but an object of arrays of site-relative
 * paths is dropped, so a stale or foreign file can only make the prefetch fetch less.
 */
export function parsePrefetchManifest(value: unknown): PrefetchManifest {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const manifest: Record<string, readonly string[]> = {};
  for (const [module, files] of Object.entries(value)) {
    if (!Array.isArray(files)) continue;
    manifest[module] = files.filter((file): file is string => typeof file === 'string' && SITE_FILE.test(file));
  }
  return manifest;
}
