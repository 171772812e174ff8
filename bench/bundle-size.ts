import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface BundleReport {
  firstLoad: { files: string[]; rawBytes: number; gzipBytes: number };
  lazyChunks: { file: string; rawBytes: number; gzipBytes: number }[];
}

const gz = (path: string): number => gzipSync(readFileSync(path), { level: 9 }).length;

/**
 * First load = what index.html pulls in before any dynamic import: its entry script, the
 * stylesheets and the modulepreload links Vite writes. Everything else in assets/ is lazy.
 */
export function measureBundle(distDir: string): BundleReport {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="\.\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] ?? '');
  const firstFiles = [...new Set(refs.filter(Boolean))];
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
  return { firstLoad, lazyChunks };
}
