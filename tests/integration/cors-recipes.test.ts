import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { McpSession } from '../../src/protocol';
import { checkTargetFromSession, runChecks, type ConformanceReport } from '../../src/qa/conformance';
import { hostFetch } from '../../src/node/host-fetch';

// The README's "Make your server reachable from a browser" recipes, run as they are printed
// there (docs/snippets/ holds the same text): each must pass the console's own Origin and Host
// checks, or the README would recommend a server our QA fails (issue 34). The CORS checks need a
// browser and run in e2e/cors-recipes.spec.ts.
const RECIPES = ['express-browser-access.mjs', 'fetch-browser-access.mjs'] as const;
const snippet = (name: string) => new URL(`../../docs/snippets/${name}`, import.meta.url);

interface Running {
  url: string;
  child: ChildProcess;
}

/** Starts a recipe on an ephemeral port and reads the URL it prints. */
function start(name: string): Promise<Running> {
  const child = spawn(process.execPath, [snippet(name).pathname], { env: { ...process.env, PORT: '0' }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${name} exited with ${String(code)} before printing its URL`)));
    const lines = createInterface({ input: child.stdout });
    lines.once('line', (line) => {
      const url = /http:\/\/\S+/.exec(line)?.[0];
      if (url === undefined) reject(new Error(`${name} printed "${line}"`));
      else resolve({ url, child });
    });
  });
}

async function check(url: string): Promise<ConformanceReport> {
  const session = new McpSession({ url });
  await session.connect();
  try {
    const target = checkTargetFromSession(session, { environment: 'node', hostFetch });
    if (target === undefined) throw new Error(`could not connect to ${url}`);
    return await runChecks(target, { only: ['http.origin-validated', 'http.host-validated'] });
  } finally {
    await session.close();
  }
}

describe.each(RECIPES)('the README recipe %s', (name) => {
  let server: Running;
  beforeAll(async () => {
    server = await start(name);
  });
  afterAll(() => {
    server.child.kill();
  });

  it('is printed in the README exactly as it runs here', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    expect(readme).toContain(readFileSync(snippet(name), 'utf8').trimEnd());
  });

  it('refuses a foreign Origin and a foreign Host: the console checks pass', async () => {
    const report = await check(server.url);
    const status = Object.fromEntries(report.results.map((r) => [r.id, r.status]));
    expect(status).toEqual({ 'http.origin-validated': 'pass', 'http.host-validated': 'pass' });
  });
});
