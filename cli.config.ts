/**
 * Builds the command line (bin/*.ts) into cli/: one self-contained ESM program for Node 20 with
 * every dependency bundled, so the package needs no runtime `dependencies`. Sub-commands are
 * split into chunks (they are loaded with `import()`), so `--version` loads a few kilobytes.
 * Run by `npm run build:cli` (and so by `prepack`).
 */
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { writeThirdPartyNotices } from './bin/build/third-party-notices';

const OUT_DIR = 'cli';

rmSync(OUT_DIR, { recursive: true, force: true });
const result = await build({
  entryPoints: { 'mcp-console': 'bin/mcp-console.ts' },
  outdir: OUT_DIR,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  minify: true,
  // Bundled CommonJS packages (compression and its helpers) call require() for Node built-ins,
  // which an ES module does not have: give every chunk one.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  // jsonc-parser's `main` is a UMD build whose factory require()s its modules at run time, which
  // a bundle cannot follow: bundle its ES module build instead (bin/config reads JSONC with it).
  alias: { 'jsonc-parser': 'jsonc-parser/lib/esm/main.js' },
  legalComments: 'none',
  metafile: true,
  logLevel: 'warning',
});
writeThirdPartyNotices(result.metafile, `${OUT_DIR}/THIRD-PARTY-NOTICES.txt`);
