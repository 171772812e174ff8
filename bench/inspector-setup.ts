import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The official Inspector the author compared against; never a dependency of the project. */
export const INSPECTOR_VERSION = '2.12.0';
const PACKAGE = '@modelcontextprotocol/inspector';
const INSPECTOR_PORT = 4486;

/** Outside the repo, reused by later runs: the install costs a minute and the registry. */
const cacheDir = (): string => process.env.BENCH_INSPECTOR_DIR ?? join(tmpdir(), 'mcp-console-bench-inspector');

function installedLauncher(dir: string): string | undefined {
  const root = join(dir, 'node_modules', ...PACKAGE.split('/'));
  try {
    const manifest: unknown = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    const version = typeof manifest === 'object' && manifest !== null && 'version' in manifest ? manifest.version : undefined;
    const launcher = join(root, 'clients', 'launcher', 'build', 'index.js');
    return version === INSPECTOR_VERSION && existsSync(launcher) ? launcher : undefined;
  } catch {
    return undefined;
  }
}

/** Runs a command to its end; resolves with its exit code (or the spawn error) and its output. */
function run(command: string, args: string[], cwd: string, timeoutMs: number): Promise<{ code: number | string; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], timeout: timeoutMs });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => resolve({ code: error.message, output }));
    child.on('close', (code, signal) => resolve({ code: code ?? `killed by ${signal ?? 'a signal'}`, output }));
  });
}

/**
 * The Inspector's launcher script, installed with npm into the cache folder when it is not there
 * yet, or the reason it cannot be (no registry, offline): the section then reports that reason.
 */
export async function installInspector(): Promise<{ launcher: string } | { unavailable: string }> {
  const dir = cacheDir();
  const present = installedLauncher(dir);
  if (present !== undefined) return { launcher: present };
  mkdirSync(dir, { recursive: true });
  if (!existsSync(join(dir, 'package.json'))) writeFileSync(join(dir, 'package.json'), '{ "private": true }\n');
  // No retries: offline, npm would otherwise back off for minutes before giving up.
  const npmArgs = ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--fetch-retries=0', '--fetch-timeout=60000', '-E', `${PACKAGE}@${INSPECTOR_VERSION}`];
  const result = await run('npm', npmArgs, dir, 300_000);
  const launcher = installedLauncher(dir);
  if (launcher !== undefined) return { launcher };
  const lastLines = result.output.trim().split('\n').slice(-3).join(' | ');
  return { unavailable: `npm install ${PACKAGE}@${INSPECTOR_VERSION} in ${dir} failed (exit ${String(result.code)}): ${lastLines}` };
}

export interface RunningInspector {
  /** The web client's address with its session token, as its banner prints it. */
  url: string;
  stop: () => void;
}

/**
 * Starts the Inspector's web client (its UI and its backend in one process) on one ad-hoc
 * Streamable HTTP server, as its README does with `--transport http --server-url`. Auth stays on
 * with a token of our own; no browser opens; its storage and secrets stay out of $HOME.
 */
export async function startInspector(launcher: string, serverUrl: string): Promise<RunningInspector> {
  const home = mkdtempSync(join(tmpdir(), 'mcp-console-bench-inspector-home-'));
  const token = randomBytes(16).toString('hex');
  const child: ChildProcess = spawn(process.execPath, [launcher, '--web', '--transport', 'http', '--server-url', serverUrl], {
    cwd: home,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      HOME: home,
      HOST: '127.0.0.1',
      CLIENT_PORT: String(INSPECTOR_PORT),
      MCP_SANDBOX_PORT: '0',
      MCP_APP_ORIGIN_PORT: '0',
      MCP_AUTO_OPEN_ENABLED: 'false',
      MCP_INSPECTOR_API_TOKEN: token,
      MCP_INSPECTOR_SECRET_STORE: 'memory',
      MCP_STORAGE_DIR: join(home, 'storage'),
    },
  });
  const stop = (): void => {
    child.kill();
    rmSync(home, { recursive: true, force: true });
  };
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the Inspector did not start within 60 s: ${output.slice(-500)}`)), 60_000);
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      if (!output.includes('up and running')) return;
      clearTimeout(timer);
      resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the Inspector exited (${String(code)}): ${output.slice(-500)}`));
    });
  });
  try {
    await ready;
  } catch (error) {
    stop();
    throw error;
  }
  return { url: `http://127.0.0.1:${INSPECTOR_PORT}/?MCP_INSPECTOR_API_TOKEN=${token}`, stop };
}
