import { parsePrefetchManifest, PREFETCH_MANIFEST_FILE, type PrefetchManifest } from './prefetch-manifest';

/** Fetches, without running, the files the build lists for these source modules. */
export type CodePrefetcher = (modules: readonly string[]) => Promise<void>;

/**
 * A prefetcher for one page. The panels a user may open next cost the download alone until
 * opened, and then load from the HTTP cache. Paths are read relative to the manifest, found
 * beside the page (`doc.baseURI`), so the site works from any sub-path; files off the manifest's
 * origin are never requested, nor files the page has fetched already (`fetchedByPage`: URLs).
 */
export function codePrefetcher(doc: Document, fetchManifest: (url: URL) => Promise<Response>, fetchedByPage: () => Iterable<string>): CodePrefetcher {
  let manifest: Promise<PrefetchManifest> | undefined;
  const requested = new Set<string>();

  const readManifest = (url: URL): Promise<PrefetchManifest> =>
    (manifest ??= fetchManifest(url)
      .then(async (response) => {
        if (!response.ok) throw new Error(`${PREFETCH_MANIFEST_FILE}: HTTP ${response.status}`);
        return parsePrefetchManifest(await response.json());
      })
      .catch((error: unknown) => {
        // Forgotten, so a later prefetch asks again.
        manifest = undefined;
        throw error;
      }));

  // A prefetch link puts the file in the HTTP cache without parsing or running it. `crossOrigin`
  // matches how a module script and Vite's CSS preload fetch it (CORS, same-origin credentials),
  // so the later load finds this copy. The link goes once settled, leaving the DOM as it was.
  const prefetchFile = (href: string): void => {
    if (requested.has(href)) return;
    requested.add(href);
    const link = doc.createElement('link');
    link.rel = 'prefetch';
    link.crossOrigin = '';
    link.href = href;
    link.addEventListener('load', () => link.remove(), { once: true });
    link.addEventListener(
      'error',
      () => {
        requested.delete(href);
        link.remove();
      },
      { once: true },
    );
    doc.head.append(link);
  };

  return async (modules) => {
    const url = new URL(PREFETCH_MANIFEST_FILE, doc.baseURI);
    const files = await readManifest(url);
    // The page's own loads before "connected" (the session, the SDK, the open panel) share many of
    // these files: asking for them again would cost a request each, or a revalidation, for nothing.
    const fetched = new Set(fetchedByPage());
    for (const module of modules) {
      for (const file of files[module] ?? []) {
        const href = new URL(file, url);
        if (href.origin === url.origin && !fetched.has(href.href)) prefetchFile(href.href);
      }
    }
  };
}

let pagePrefetcher: CodePrefetcher | undefined;

/** The page's prefetcher, made on first use. A failure is harmless: opening a panel loads it. */
export function prefetchModules(modules: readonly string[]): void {
  pagePrefetcher ??= codePrefetcher(
    document,
    (url) => fetch(url),
    () => performance.getEntriesByType('resource').map((entry) => entry.name),
  );
  pagePrefetcher(modules).catch(() => undefined);
}
