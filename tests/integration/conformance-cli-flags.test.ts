import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startQaServer, type QaServer } from '../../e2e/fixtures/qa-legacy-server';
import { spawnSourceCli } from './source-cli';


function cli(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawnSourceCli(['check', ...args]);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

function results(stdout: string): Map<string, string> {
  const parsed: unknown = JSON.parse(stdout);
  const list = typeof parsed === 'object' && parsed !== null && 'results' in parsed && Array.isArray(parsed.results) ? parsed.results : [];
  return new Map(list.map((r: unknown) => (typeof r === 'object' && r !== null && 'id' in r && 'status' in r ? [String(r.id), String(r.status)] : ['', ''])));
}

describe('mcp-console check: issue 23 flags', () => {
  let twin: QaServer;
  let broken: QaServer;
  let dir: string;
  beforeAll(async () => {
    [twin, broken] = await Promise.all([startQaServer({ port: 0, broken: false }), startQaServer({ port: 0, broken: true })]);
    dir = mkdtempSync(join(tmpdir(), 'mcp-console-baseline-'));
  });
  afterAll(async () => {
    await Promise.all([twin.close(), broken.close()]);
    rmSync(dir, { recursive: true, force: true });
  });

  it('--call-tools with --only and --timeout: only the tool checks run, read-only tools only, the slow call is cancelled', async () => {
    twin.calls.clear();
    const run = await cli([twin.url, '--json', '--call-tools', '--only', 'tools.*', '--timeout', '300']);
    expect(run.code, run.stderr).toBe(0);
    const byId = results(run.stdout);
    expect([...byId.keys()].every((id) => id.startsWith('tools.'))).toBe(true);
    expect(byId.get('tools.call-content')).toBe('pass');
    expect(byId.get('tools.call-cancelled')).toBe('pass');
    expect(twin.calls.get('slow')).toBe(1);
    for (const unsafe of ['delete_everything', 'write_note', 'unannotated']) expect(twin.calls.has(unsafe), unsafe).toBe(false);
  });

  it('--call-tool and --tool-args call a named non-read-only tool with the given arguments', async () => {
    twin.calls.clear();
    const run = await cli([twin.url, '--json', '--call-tool', 'write_note', '--tool-args', 'write_note={"text":"ci"}', '--only', 'tools.call-content']);
    expect(run.code, run.stderr).toBe(0);
    expect(Object.fromEntries(twin.calls)).toEqual({ write_note: 1 });
  });

  it('runs the foreign-Host probe from Node and --skip leaves checks out', async () => {
    const run = await cli([broken.url, '--json', '--only', 'http.*', '--skip', 'http.origin-validated']);
    expect(run.code).toBe(1);
    const byId = results(run.stdout);
    // A foreign Host answered on loopback is a best practice (warn); the broken fixture's get-stream fails.
    expect(byId.get('http.host-validated')).toBe('warn');
    expect(byId.get('http.get-stream')).toBe('fail');
    expect(byId.has('http.origin-validated')).toBe(false);
    expect(byId.has('lifecycle.ping')).toBe(false);
  });

  it('--baseline: exit 0 when only accepted checks fail; a baselined check that passes is reported stale', async () => {
    const file = join(dir, 'baseline.json');
    writeFileSync(file, JSON.stringify({ accepted: ['http.host-validated', 'http.get-stream', 'lifecycle.ping'] }));
    const run = await cli([broken.url, '--only', 'http.host-validated', '--only', 'http.get-stream', '--baseline', file]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('[baselined]');
    expect(run.stderr).toContain('baseline: 2 accepted finding(s)');
    const stale = await cli([twin.url, '--only', 'http.get-stream', '--baseline', file]);
    expect(stale.code).toBe(0);
    expect(stale.stderr).toContain('stale entry (now passing: http.get-stream; remove from the baseline)');
  });

  it('exits 2 with usage on a glob that matches no check, a bad --tool-args or an unreadable baseline', async () => {
    for (const args of [['--only', 'htp.*'], ['--tool-args', 'x=[1]'], ['--baseline', join(dir, 'missing.json')], ['--timeout', 'soon']]) {
      const run = await cli([twin.url, ...args]);
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stderr).toContain('usage: mcp-console check');
      expect(run.stdout).toBe('');
    }
  });
});
