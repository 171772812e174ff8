import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Metafile } from 'esbuild';

/** `node_modules/@scope/name/…` or `node_modules/name/…` → the package folder. */
function packageDir(input: string): string | undefined {
  const match = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input);
  return match?.[1];
}

function licenseText(dir: string): string {
  const file = readdirSync(dir).find((name) => /^(licen[cs]e|copying)(\.|$)/i.test(name));
  if (file !== undefined) return readFileSync(join(dir, file), 'utf8').trim();
  const manifest: unknown = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const license = typeof manifest === 'object' && manifest !== null && 'license' in manifest ? String(manifest.license) : 'unknown';
  return `License: ${license} (the package ships no license file)`;
}

function packageName(dir: string): string {
  const manifest: unknown = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  if (typeof manifest === 'object' && manifest !== null && 'name' in manifest && 'version' in manifest) return `${String(manifest.name)}@${String(manifest.version)}`;
  return dir;
}

/**
 * The bundle carries code of the packages it inlines, and their licenses ask for their notices
 * to travel with it: one file lists each bundled package with its license text.
 */
export function writeThirdPartyNotices(metafile: Metafile, outFile: string): void {
  const dirs = [...new Set(Object.keys(metafile.inputs).map(packageDir).filter((d): d is string => d !== undefined))]
    .filter((dir) => existsSync(join(dir, 'package.json')))
    .sort();
  const sections = dirs.map((dir) => `${packageName(dir)}\n${'-'.repeat(60)}\n${licenseText(dir)}\n`);
  writeFileSync(outFile, `Third-party software bundled into the mcp-console command line\n\n${sections.join('\n')}`);
}
