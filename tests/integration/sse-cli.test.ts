import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startEverythingSse } from '../../e2e/fixtures/everything';
import { startGuardedSseServer } from '../../e2e/fixtures/v1-sse-guarded-server';
import type { FixtureServer } from '../../e2e/fixtures/serve-node';
import { parseSnapshot } from '../../src/qa/snapshot';
import { finished, type CliRun } from '../package/run-cli';
import { spawnSourceCli } from './source-cli';


/** `mcp-console …` from source, as CI runs it before packing. */
function cli(args: string[]): Promise<CliRun> {
  return finished(spawnSourceCli(args));
}

const Report = z.object({
  summary: z.object({ fail: z.number(), pass: z.number() }).loose(),
  results: z.array(z.object({ id: z.string(), status: z.string() }).loose()),
});

describe('mcp-console on an HTTP+SSE (2024-11-05) URL (CLI from source)', () => {
  let server: FixtureServer;
  beforeAll(async () => {
    server = await startEverythingSse(0);
  });
  afterAll(async () => {
    await server.close();
  });

  it('check connects over HTTP+SSE, runs the JSON-RPC checks on the session, and fails server-everything on a foreign Origin', async () => {
    const run = await cli(['check', server.url, '--format', 'json']);
    const report = Report.parse(JSON.parse(run.stdout));
    expect(run.code, run.stderr).toBe(report.summary.fail > 0 ? 1 : 0);
    const status = (id: string) => report.results.find((r) => r.id === id)?.status;
    // These ran over the stream: before issue 32 each failed on the HTML 404 of POST /sse.
    expect(status('lifecycle.protocol-version')).toBe('pass');
    expect(status('lifecycle.ping')).toBe('pass');
    expect(status('pagination.tools-list.terminates')).toBe('pass');
    expect(status('jsonrpc.unknown-method')).toBe('pass');
    // Streamable HTTP rules are not graded over HTTP+SSE: their raw probes ride the SSE session,
    // so an answer would be the routing's, not the server's (a false fail before).
    expect(status('http.legacy-unsupported-version')).toBe('n/a');
    // The rebinding probes are a GET of /sse of their own: server-everything starts the stream
    // (its endpoint event) for a foreign Origin, which the HTTP+SSE page's MUST forbids.
    const origin = report.results.find((r) => r.id === 'http.origin-validated');
    expect(origin?.status).toBe('fail');
    expect(String(origin?.['message'])).toContain('"Servers MUST validate the Origin header on all incoming connections to prevent DNS rebinding attacks" (MUST, MCP 2024-11-05');
    expect(String(origin?.['message'])).toContain('its endpoint event sent');
    expect(status('http.host-validated')).toBe('warn');
    expect(report.results.filter((r) => r.status === 'fail').map((r) => r.id)).toEqual(['http.origin-validated']);
  }, 120_000);

  it('check passes both rebinding probes on a v1-SDK SSE server that refuses a foreign Origin and Host with 403', async () => {
    const guarded = await startGuardedSseServer(0);
    try {
      const run = await cli(['check', guarded.url, '--format', 'json', '--only', 'http.*']);
      const report = Report.parse(JSON.parse(run.stdout));
      const result = (id: string) => report.results.find((r) => r.id === id);
      expect(result('http.origin-validated')?.status, run.stderr).toBe('pass');
      expect(String(result('http.origin-validated')?.['message'])).toContain('refused with 403');
      expect(result('http.host-validated')?.status).toBe('pass');
      expect(run.code).toBe(0);
    } finally {
      await guarded.close();
    }
  }, 120_000);

  it('snapshot lists the whole interface, and diff of the snapshot against the URL finds no change', async () => {
    const run = await cli(['snapshot', server.url]);
    expect(run.code, run.stderr).toBe(0);
    const parsed = parseSnapshot(run.stdout);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(Object.keys(parsed.snapshot.tools)).toContain('echo');
    expect(Object.keys(parsed.snapshot.prompts)).toContain('simple-prompt');
    const file = join(mkdtempSync(join(tmpdir(), 'mcp-sse-cli-')), 'everything.json');
    writeFileSync(file, run.stdout);
    const diff = await cli(['diff', file, server.url]);
    expect(diff.code, diff.stderr).toBe(0);
    expect(diff.stdout).toContain('No changes.');
  }, 120_000);
});
