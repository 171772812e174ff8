import { readFileSync } from 'node:fs';

/**
 * The package's root folder. The sources (`bin/*.ts`) and the bundle's chunks (`cli/*.js`) both
 * sit one folder below it, so the same relative URL works run from a checkout and installed.
 */
const ROOT = new URL('../', import.meta.url);

/** The built console (Vite's `dist/`), shipped inside the package. */
export const SITE_DIR = new URL('dist/', ROOT);

/** The package's version, from its package.json. */
export function packageVersion(): string {
  const parsed: unknown = JSON.parse(readFileSync(new URL('package.json', ROOT), 'utf8'));
  if (typeof parsed === 'object' && parsed !== null && 'version' in parsed && typeof parsed.version === 'string') return parsed.version;
  throw new Error('package.json has no version');
}
