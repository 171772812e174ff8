/**
 * Builds `embed.js` (src/embed/embed.ts) into the root of the site as its own tiny script, apart
 * from the React app: one IIFE for classic `<script src>` tags, minified, no imports. Vite runs
 * it as a plugin: emitted with the site build, served from memory by the dev server.
 */
import { build } from 'esbuild';
import type { Plugin } from 'vite';

const ENTRY = 'src/embed/embed.ts';

async function bundleEmbed(): Promise<string> {
  const result = await build({ entryPoints: [ENTRY], bundle: true, minify: true, format: 'iife', target: 'es2020', write: false, legalComments: 'none', logLevel: 'warning' });
  const file = result.outputFiles[0];
  if (file === undefined) throw new Error(`esbuild produced nothing for ${ENTRY}`);
  return file.text;
}

export function embedScript(): Plugin {
  return {
    name: 'mcp-console-embed-script',
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'embed.js', source: await bundleEmbed() });
    },
    configureServer(server) {
      server.middlewares.use('/embed.js', (_req, res, next) => {
        bundleEmbed().then((code) => {
          res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
          res.end(code);
        }, next);
      });
    },
  };
}
