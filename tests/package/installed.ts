import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The checkout being packed. */
export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Where the package test packs and installs; MCP_CONSOLE_PACKAGE_DIR keeps parallel checkouts apart. */
const WORK_DIR = process.env.MCP_CONSOLE_PACKAGE_DIR ?? join(tmpdir(), 'mcp-console-package');
const MARKER = join(WORK_DIR, 'installed.json');

export interface InstalledPackage {
  /** The tarball `npm pack` wrote. */
  tarball: string;
  /** The folder the tarball was installed into (`npm install <tgz> --omit=dev`), as a user would. */
  installDir: string;
  /** The installed package itself: `<installDir>/node_modules/mcp-console`. */
  packageDir: string;
}

function npm(args: string[], cwd: string): void {
  execFileSync('npm', args, { cwd, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, npm_config_update_notifier: 'false' } });
}

/**
 * Runs the real `npm pack` (its `prepack` builds the site and the CLI), then installs the tarball
 * into an empty folder with `--omit=dev`, exactly as the README tells users to. Nothing of the
 * checkout is used after that: every test runs what that folder holds.
 */
export function packAndInstall(): InstalledPackage {
  rmSync(WORK_DIR, { recursive: true, force: true });
  const packDir = join(WORK_DIR, 'pack');
  const installDir = join(WORK_DIR, 'install');
  mkdirSync(packDir, { recursive: true });
  mkdirSync(installDir, { recursive: true });
  npm(['pack', '--pack-destination', packDir], REPO_ROOT);
  const tarballs = readdirSync(packDir).filter((f) => f.endsWith('.tgz'));
  if (tarballs.length !== 1 || tarballs[0] === undefined) throw new Error(`npm pack left ${tarballs.length} tarballs in ${packDir}`);
  const tarball = join(packDir, tarballs[0]);
  npm(['install', tarball, '--omit=dev', '--no-audit', '--no-fund'], installDir);
  const installed: InstalledPackage = { tarball, installDir, packageDir: join(installDir, 'node_modules', 'mcp-console') };
  writeFileSync(MARKER, `${JSON.stringify(installed, null, 2)}\n`);
  return installed;
}

function isInstalled(value: unknown): value is InstalledPackage {
  if (typeof value !== 'object' || value === null) return false;
  return (
    'tarball' in value && typeof value.tarball === 'string' && 'installDir' in value && typeof value.installDir === 'string' && 'packageDir' in value && typeof value.packageDir === 'string'
  );
}

/** The package `npm run test:package` installed; packs and installs it first when it is not there. */
export function installedPackage(): InstalledPackage {
  if (existsSync(MARKER)) {
    const parsed: unknown = JSON.parse(readFileSync(MARKER, 'utf8'));
    if (isInstalled(parsed) && existsSync(parsed.tarball) && existsSync(parsed.packageDir)) return parsed;
  }
  return packAndInstall();
}

/** Bytes on disk under `dir` (what `du --apparent-size` counts). */
export function folderBytes(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += statSync(join(entry.parentPath, entry.name)).size;
  }
  return total;
}
