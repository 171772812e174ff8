import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface BundleReport {
  firstLoad: { files: string[]; rawBytes: number; gzipBytes: number };
  lazyChunks: { file: string; rawBytes: number; gzipBytes: number }[];
  /** `embed.js`, the `<mcp-console>` element's script at the site root (issue 19 budget: 5 KB gzip). */
  embedScript: { rawBytes: number; gzipBytes: number } | undefined;
  /** Every file of the site except source maps: what a static host, and the package, carry (issue 20: ≤ 8 MB). */
  siteBytes: number;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

const gz = (path: string): number => gzipSync(readFileSync(path), { level: 9 }).length;

// Static ESM imports of a minified chunk: `import{a as b}from"./x.js"` and `import"./x.js"`.
// Dynamic `import("./x.js")` has a parenthesis and is deliberately not matched.
const STATIC_IMPORT = /(?:^|[;\n}])\s*(?:import|export)\s*(?:[\w$*{}\s,]+from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;

/** Every chunk `file` (relative to distDir) loads before it runs, itself included. */
function staticClosure(distDir: string, entries: string[]): string[] {
  const seen = new Set<string>();
  const queue = [...entries];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (seen.has(file) || !existsSync(join(distDir, file))) continue;
    seen.add(file);
    const code = readFileSync(join(distDir, file), 'utf8');
    for (const match of code.matchAll(STATIC_IMPORT)) {
      const spec = match[1];
      if (spec !== undefined) queue.push(relative(distDir, normalize(join(distDir, dirname(file), spec))));
    }
  }
  return [...seen];
}

/**
 * First load = what the first paint needs: the entry script of index.html and every chunk it
 * imports statically (transitively), the stylesheets, and anything index.html modulepreloads.
 * Chunks reached only through a dynamic `import()` are lazy, even if they start loading at
 * once (the session module does, in parallel with the first paint).
 */
export function measureBundle(distDir: string): BundleReport {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="\.\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] ?? '');
  const htmlFiles = [...new Set(refs.filter(Boolean))];
  const firstFiles = [...new Set([...htmlFiles, ...staticClosure(distDir, htmlFiles.filter((f) => f.endsWith('.js')))])];
  const firstLoad = {
    files: firstFiles,
    rawBytes: firstFiles.reduce((n, f) => n + statSync(join(distDir, f)).size, 0),
    gzipBytes: firstFiles.reduce((n, f) => n + gz(join(distDir, f)), 0),
  };
  const assets = readdirSync(join(distDir, 'assets')).filter((f) => f.endsWith('.js'));
  const lazyChunks = assets
    .map((f) => `assets/${f}`)
    .filter((f) => !firstFiles.includes(f))
    .map((file) => ({ file, rawBytes: statSync(join(distDir, file)).size, gzipBytes: gz(join(distDir, file)) }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  const embedFile = join(distDir, 'embed.js');
  const embedScript = existsSync(embedFile) ? { rawBytes: statSync(embedFile).size, gzipBytes: gz(embedFile) } : undefined;
  const siteBytes = filesUnder(distDir)
    .filter((file) => !file.endsWith('.map'))
    .reduce((sum, file) => sum + statSync(file).size, 0);
  return { firstLoad, lazyChunks, embedScript, siteBytes };
}
