/**
 * Vitest global setup of the integration project: builds this tree's `bin/mcp-console.ts` into one
 * bundle per test run, which the CLI tests spawn with plain `node` (tests/integration/source-cli.ts).
 * Under `node --import tsx` every spawned CLI loaded the loader and its whole TypeScript graph
 * again, file by file; the project is bound by CPU (decision 0020). Built afresh each run from the
 * sources, so a test never runs a stale build, and into a folder of its own, so runs side by side
 * never share one.
 */
import { build, type Plugin } from 'esbuild';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The bundled CLI of this run: `node <cliBundle> …` runs `mcp-console …` from the sources. */
    cliBundle: string;
  }
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * bin/package-root.ts finds the checkout (its `dist/`, its package.json) from its own URL; the
 * bundle lives elsewhere, so that URL is pinned to the source file's.
 */
const sourcePackageRoot: Plugin = {
  name: 'source-package-root',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /[\\/]bin[\\/]package-root\.ts$/ }, ({ path }) => ({
      contents: readFileSync(path, 'utf8').replaceAll('import.meta.url', JSON.stringify(pathToFileURL(path).href)),
      loader: 'ts',
    }));
  },
};

export default async function setup(project: TestProject): Promise<() => void> {
  const outdir = mkdtempSync(join(tmpdir(), 'mcp-console-cli-'));
  await build({
    entryPoints: { 'mcp-console': join(ROOT, 'bin/mcp-console.ts') },
    outdir,
    absWorkingDir: ROOT,
    bundle: true,
    // Sub-commands stay lazily loaded chunks, as in the package (cli.config.ts).
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // As cli.config.ts: bundled CommonJS calls require() for built-ins; jsonc-parser's UMD `main` cannot be bundled.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    alias: { 'jsonc-parser': 'jsonc-parser/lib/esm/main.js' },
    plugins: [sourcePackageRoot],
    logLevel: 'warning',
  });
  project.provide('cliBundle', join(outdir, 'mcp-console.js'));
  return () => rmSync(outdir, { recursive: true, force: true });
}
